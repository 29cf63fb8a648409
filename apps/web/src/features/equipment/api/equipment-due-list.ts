import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type EquipmentDueListBody = BodyOf<'listEquipmentDueForInspection'>;

export const equipmentDueListKey = ['equipment', 'dueList'] as const;
/** In-use equipment due for inspection within `days` (30/60/90) days (POST /a/stone/eqm/detectDueList). */
export const fetchEquipmentDueList = (p: Platform, body: EquipmentDueListBody) => unwrap(p.client.POST('/a/stone/eqm/detectDueList', { body }));
export const equipmentDueListQuery = (p: Platform, body: EquipmentDueListBody) =>
  queryOptions({ queryKey: [...equipmentDueListKey, body], queryFn: () => fetchEquipmentDueList(p, body), placeholderData: keepPreviousData });
export const useEquipmentDueList = (body: EquipmentDueListBody) => useQuery(equipmentDueListQuery(usePlatform(), body));
