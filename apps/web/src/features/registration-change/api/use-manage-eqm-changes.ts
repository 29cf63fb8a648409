import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type UseManageEqmChangesBody = NonNullable<OperationTypes['listUseManageEqmChanges']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type UseManageEqmChange = components['schemas']['UseManageEqmChange'];

export const useManageEqmChangesKey = ['registration-change', 'use-manage-eqm-changes'] as const;
/** The per-equipment change items (before/after) of use-management applications (POST /a/stone/useManage/eqmChangeList). */
export const fetchUseManageEqmChanges = (p: Platform, body: UseManageEqmChangesBody) => unwrap(p.client.POST('/a/stone/useManage/eqmChangeList', { body }));
export const useManageEqmChangesQuery = (p: Platform, body: UseManageEqmChangesBody) =>
  queryOptions({ queryKey: [...useManageEqmChangesKey, body], queryFn: () => fetchUseManageEqmChanges(p, body), placeholderData: keepPreviousData });
export const useUseManageEqmChanges = (body: UseManageEqmChangesBody) => useQuery(useManageEqmChangesQuery(usePlatform(), body));
