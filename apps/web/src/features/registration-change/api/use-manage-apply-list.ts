import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type UseManageApplyListBody = NonNullable<OperationTypes['listUseManageApplications']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type UseManageRecord = components['schemas']['UseManageRecord'];

export const useManageApplyListKey = ['registration-change', 'use-manage-apply-list'] as const;
/** The unit's unfinished use-management change applications, paged (POST /a/stone/useManage/applyList). */
export const fetchUseManageApplyList = (p: Platform, body: UseManageApplyListBody) => unwrap(p.client.POST('/a/stone/useManage/applyList', { body }));
export const useManageApplyListQuery = (p: Platform, body: UseManageApplyListBody) =>
  queryOptions({ queryKey: [...useManageApplyListKey, body], queryFn: () => fetchUseManageApplyList(p, body), placeholderData: keepPreviousData });
export const useUseManageApplyList = (body: UseManageApplyListBody) => useQuery(useManageApplyListQuery(usePlatform(), body));
