import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { applyKey } from './keys';

export type UseRegistApplyListBody = BodyOf<'listUseRegistApply'>;
export type UseRegistApply = components['schemas']['UseRegistApply'];

export const useRegistApplyListKey = [...applyKey, 'list'] as const;
/** The unit's use-registration applications, paged (POST /a/stone/epPemUseregistApply/list). */
export const fetchUseRegistApplyList = (p: Platform, body: UseRegistApplyListBody) =>
  unwrap(p.client.POST('/a/stone/epPemUseregistApply/list', { body }));
