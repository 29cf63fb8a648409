import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type UseManageQueryBody = NonNullable<OperationTypes['queryUseManageRecords']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type UseManageQueryRecord = components['schemas']['UseManageRecord'];

export const useManageQueryListKey = ['registration-change', 'use-manage-query-list'] as const;
/** All the unit's use-management change applications, finished ones too, paged (POST /a/stone/useManage/queryList). */
export const fetchUseManageQueryList = (p: Platform, body: UseManageQueryBody) => unwrap(p.client.POST('/a/stone/useManage/queryList', { body }));
export const useManageQueryListQuery = (p: Platform, body: UseManageQueryBody) =>
  queryOptions({ queryKey: [...useManageQueryListKey, body], queryFn: () => fetchUseManageQueryList(p, body), placeholderData: keepPreviousData });
export const useUseManageQueryList = (body: UseManageQueryBody) => useQuery(useManageQueryListQuery(usePlatform(), body));
