import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { applyKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const applyStepsKey = [...applyKey, 'steps'] as const;
/** The steps of an application's flow, in order (GET /a/stone/epPemUseregistApply/useRegistProcess). */
const fetchApplySteps = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemUseregistApply/useRegistProcess', { params: { query: { id } } }));
export const useApplySteps = recordHook(applyStepsKey, fetchApplySteps);
