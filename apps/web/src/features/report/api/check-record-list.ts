import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type CheckRecordListBody = BodyOf<'listCheckRecords'>;
export type CheckRecord = components['schemas']['CheckRecord'];

export const checkRecordListKey = ['report', 'check-records'] as const;
/** Daily and monthly safety check records of the unit, paged (POST /a/stone/checkRecord/list). */
export const fetchCheckRecordList = (p: Platform, body: CheckRecordListBody) => unwrap(p.client.POST('/a/stone/checkRecord/list', { body }));
export const checkRecordListQuery = (p: Platform, body: CheckRecordListBody) =>
  queryOptions({ queryKey: [...checkRecordListKey, body], queryFn: () => fetchCheckRecordList(p, body), placeholderData: keepPreviousData });
export const useCheckRecordList = (body: CheckRecordListBody) => useQuery(checkRecordListQuery(usePlatform(), body));
