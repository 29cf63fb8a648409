import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type EquipmentOverdueListBody = BodyOf<'listEquipmentOverdue'>;

export const equipmentOverdueListKey = ['equipment', 'overdueList'] as const;
/** In-use equipment past its next inspection date (POST /a/stone/eqm/detectExtendedList). */
export const fetchEquipmentOverdueList = (p: Platform, body: EquipmentOverdueListBody) => unwrap(p.client.POST('/a/stone/eqm/detectExtendedList', { body }));
export const equipmentOverdueListQuery = (p: Platform, body: EquipmentOverdueListBody) =>
  queryOptions({ queryKey: [...equipmentOverdueListKey, body], queryFn: () => fetchEquipmentOverdueList(p, body), placeholderData: keepPreviousData });
export const useEquipmentOverdueList = (body: EquipmentOverdueListBody) => useQuery(equipmentOverdueListQuery(usePlatform(), body));
