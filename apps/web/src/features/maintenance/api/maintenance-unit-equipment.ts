import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { queryHook } from '@/kit/api/call-hooks';

export type MaintenanceUnitEquipmentBody = BodyOf<'listMaintenanceUnitEquipment'>;

const maintenanceUnitEquipmentKey = ['maintenance', 'unit-equipment'] as const;
/** Equipment a maintenance unit maintains (POST /api/epbrmogmmaibasic/equList). */
const fetchMaintenanceUnitEquipment = (p: Platform, body: MaintenanceUnitEquipmentBody) =>
  unwrap(p.client.POST('/api/epbrmogmmaibasic/equList', { body }));
export const useMaintenanceUnitEquipment = queryHook(maintenanceUnitEquipmentKey, fetchMaintenanceUnitEquipment, {
  keepPrevious: true,
});
