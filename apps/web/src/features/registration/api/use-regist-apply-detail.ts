import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { applyKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

export type UseRegistApplyDetail = components['schemas']['UseRegistApplyDetail'];

const useRegistApplyDetailKey = [...applyKey, 'detail'] as const;
/** One use-registration application with its unit, equipment, attachments and steps (GET /a/stone/epPemUseregistApply/detail/{id}). */
export const fetchUseRegistApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemUseregistApply/detail/{id}', { params: { path: { id } } }));
export const useUseRegistApplyDetail = recordHook(useRegistApplyDetailKey, fetchUseRegistApplyDetail);
