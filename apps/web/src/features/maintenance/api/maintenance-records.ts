import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type MaintenanceRecordsBody = NonNullable<OperationTypes['listMaintenanceRecords']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type MaintenanceRecord = components['schemas']['MaintenanceRecord'];

export const maintenanceRecordsKey = ['maintenance', 'records'] as const;
/** Maintenance records, paged (POST /a/stone/maintenance/recordList). */
export const fetchMaintenanceRecords = (p: Platform, body: MaintenanceRecordsBody) => unwrap(p.client.POST('/a/stone/maintenance/recordList', { body }));
export const maintenanceRecordsQuery = (p: Platform, body: MaintenanceRecordsBody) =>
  queryOptions({ queryKey: [...maintenanceRecordsKey, body], queryFn: () => fetchMaintenanceRecords(p, body), placeholderData: keepPreviousData });
export const useMaintenanceRecords = (body: MaintenanceRecordsBody) => useQuery(maintenanceRecordsQuery(usePlatform(), body));
