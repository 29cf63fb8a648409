import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type MaintenanceRecordsBody = BodyOf<'listMaintenanceRecords'>;
export type MaintenanceRecord = components['schemas']['MaintenanceRecord'];

export const maintenanceRecordsKey = ['maintenance', 'records'] as const;
/** Maintenance records, paged (POST /a/stone/maintenance/recordList). */
export const fetchMaintenanceRecords = (p: Platform, body: MaintenanceRecordsBody) =>
  unwrap(p.client.POST('/a/stone/maintenance/recordList', { body }));
