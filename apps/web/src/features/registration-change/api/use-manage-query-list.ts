import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type UseManageQueryBody = BodyOf<'queryUseManageRecords'>;
export type UseManageQueryRecord = components['schemas']['UseManageRecord'];

export const useManageQueryListKey = ['registration-change', 'use-manage-query-list'] as const;
/** All the unit's use-management change applications, finished ones too, paged (POST /a/stone/useManage/queryList). */
export const fetchUseManageQueryList = (p: Platform, body: UseManageQueryBody) => unwrap(p.client.POST('/a/stone/useManage/queryList', { body }));
export const useManageQueryListQuery = (p: Platform, body: UseManageQueryBody) =>
  queryOptions({ queryKey: [...useManageQueryListKey, body], queryFn: () => fetchUseManageQueryList(p, body), placeholderData: keepPreviousData });
export const useUseManageQueryList = (body: UseManageQueryBody) => useQuery(useManageQueryListQuery(usePlatform(), body));
