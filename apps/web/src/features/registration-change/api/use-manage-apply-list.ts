import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type UseManageApplyListBody = BodyOf<'listUseManageApplications'>;
export type UseManageRecord = components['schemas']['UseManageRecord'];

export const useManageApplyListKey = ['registration-change', 'use-manage-apply-list'] as const;
/** The unit's unfinished use-management change applications, paged (POST /a/stone/useManage/applyList). */
export const fetchUseManageApplyList = (p: Platform, body: UseManageApplyListBody) => unwrap(p.client.POST('/a/stone/useManage/applyList', { body }));
export const useManageApplyListQuery = (p: Platform, body: UseManageApplyListBody) =>
  queryOptions({ queryKey: [...useManageApplyListKey, body], queryFn: () => fetchUseManageApplyList(p, body), placeholderData: keepPreviousData });
export const useUseManageApplyList = (body: UseManageApplyListBody) => useQuery(useManageApplyListQuery(usePlatform(), body));
