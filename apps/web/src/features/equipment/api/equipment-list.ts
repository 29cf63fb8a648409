import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type EquipmentListBody = NonNullable<OperationTypes['listEquipment']['requestBody']>['content']['application/x-www-form-urlencoded'];

export const equipmentListKey = ['equipment', 'list'] as const;
/** Equipment, filtered and paged (POST /a/stone/eqm/list): 综合查询, 检验不合格 and 未登记. */
export const fetchEquipmentList = (p: Platform, body: EquipmentListBody) => unwrap(p.client.POST('/a/stone/eqm/list', { body }));
export const equipmentListQuery = (p: Platform, body: EquipmentListBody) =>
  queryOptions({ queryKey: [...equipmentListKey, body], queryFn: () => fetchEquipmentList(p, body), placeholderData: keepPreviousData });
export const useEquipmentList = (body: EquipmentListBody) => useQuery(equipmentListQuery(usePlatform(), body));
