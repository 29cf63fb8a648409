import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type SelfMaintainListBody = NonNullable<OperationTypes['listSelfMaintainApplies']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type SelfMaintainApply = components['schemas']['SelfMaintainApply'];

export const selfMaintainListKey = ['maintenance', 'self-maintain'] as const;
/** Self-maintain applications, paged (POST /a/stone/eqmSelfMaintain/list). */
export const fetchSelfMaintainList = (p: Platform, body: SelfMaintainListBody) => unwrap(p.client.POST('/a/stone/eqmSelfMaintain/list', { body }));
export const selfMaintainListQuery = (p: Platform, body: SelfMaintainListBody) =>
  queryOptions({ queryKey: [...selfMaintainListKey, body], queryFn: () => fetchSelfMaintainList(p, body), placeholderData: keepPreviousData });
export const useSelfMaintainList = (body: SelfMaintainListBody) => useQuery(selfMaintainListQuery(usePlatform(), body));
