import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CheckRecordListBody = BodyOf<'listCheckRecords'>;
export type CheckRecord = components['schemas']['CheckRecord'];

export const checkRecordListKey = ['report', 'check-records'] as const;
/** Daily and monthly safety check records of the unit, paged (POST /a/stone/checkRecord/list). */
export const fetchCheckRecordList = (p: Platform, body: CheckRecordListBody) =>
  unwrap(p.client.POST('/a/stone/checkRecord/list', { body }));
