import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type MaintenanceUnitsBody = BodyOf<'listMaintenanceUnits'>;
export type MaintenanceUnit = components['schemas']['MaintenanceUnit'];

export const maintenanceUnitsKey = ['maintenance', 'units'] as const;
/** Maintenance units serving the unit's equipment (POST /api/epbrmogmmaibasic/list). */
export const fetchMaintenanceUnits = (p: Platform, body: MaintenanceUnitsBody) => unwrap(p.client.POST('/api/epbrmogmmaibasic/list', { body }));
export const maintenanceUnitsQuery = (p: Platform, body: MaintenanceUnitsBody) =>
  queryOptions({ queryKey: [...maintenanceUnitsKey, body], queryFn: () => fetchMaintenanceUnits(p, body), placeholderData: keepPreviousData });
export const useMaintenanceUnits = (body: MaintenanceUnitsBody) => useQuery(maintenanceUnitsQuery(usePlatform(), body));
