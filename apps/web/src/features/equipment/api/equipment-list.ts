import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type EquipmentListBody = BodyOf<'listEquipment'>;

export const equipmentListKey = ['equipment', 'list'] as const;
/** Equipment, filtered and paged (POST /a/stone/eqm/list): 综合查询, 检验不合格 and 未登记. */
export const fetchEquipmentList = (p: Platform, body: EquipmentListBody) => unwrap(p.client.POST('/a/stone/eqm/list', { body }));
export const equipmentListQuery = (p: Platform, body: EquipmentListBody) =>
  queryOptions({ queryKey: [...equipmentListKey, body], queryFn: () => fetchEquipmentList(p, body), placeholderData: keepPreviousData });
export const useEquipmentList = (body: EquipmentListBody) => useQuery(equipmentListQuery(usePlatform(), body));
