import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useManageKey } from './keys';

export type UseManageApplyListBody = BodyOf<'listUseManageApplications'>;
export type UseManageRecord = components['schemas']['UseManageRecord'];

export const useManageApplyListKey = [...useManageKey, 'apply-list'] as const;
/** The unit's unfinished use-management change applications, paged (POST /a/stone/useManage/applyList). */
export const fetchUseManageApplyList = (p: Platform, body: UseManageApplyListBody) =>
  unwrap(p.client.POST('/a/stone/useManage/applyList', { body }));
