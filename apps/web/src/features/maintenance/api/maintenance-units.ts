import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type MaintenanceUnitsBody = BodyOf<'listMaintenanceUnits'>;
export type MaintenanceUnit = components['schemas']['MaintenanceUnit'];

export const maintenanceUnitsKey = ['maintenance', 'units'] as const;
/** Maintenance units serving the unit's equipment (POST /api/epbrmogmmaibasic/list). */
export const fetchMaintenanceUnits = (p: Platform, body: MaintenanceUnitsBody) =>
  unwrap(p.client.POST('/api/epbrmogmmaibasic/list', { body }));
