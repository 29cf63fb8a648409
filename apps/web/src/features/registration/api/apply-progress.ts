import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { applyKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const applyProgressKey = [...applyKey, 'progress'] as const;
/** Where an application stands: current step and handler, time limit, each equipment's progress (GET /a/stone/epPemUseregistApply/eduProcess). */
const fetchApplyProgress = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemUseregistApply/eduProcess', { params: { query: { id } } }));
export const useApplyProgress = recordHook(applyProgressKey, fetchApplyProgress);
