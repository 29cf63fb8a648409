import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type MaintenanceUnitEquipmentBody = BodyOf<'listMaintenanceUnitEquipment'>;

const maintenanceUnitEquipmentKey = ['maintenance', 'unit-equipment'] as const;
/** Equipment a maintenance unit maintains (POST /api/epbrmogmmaibasic/equList). */
const fetchMaintenanceUnitEquipment = (p: Platform, body: MaintenanceUnitEquipmentBody) =>
  unwrap(p.client.POST('/api/epbrmogmmaibasic/equList', { body }));
const maintenanceUnitEquipmentQuery = (p: Platform, body: MaintenanceUnitEquipmentBody) =>
  queryOptions({
    queryKey: [...maintenanceUnitEquipmentKey, body],
    queryFn: () => fetchMaintenanceUnitEquipment(p, body),
    placeholderData: keepPreviousData,
  });
export const useMaintenanceUnitEquipment = (body: MaintenanceUnitEquipmentBody) =>
  useQuery(maintenanceUnitEquipmentQuery(usePlatform(), body));
