import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

const checkRecordDetailKey = ['report', 'check-records', 'detail'] as const;
/** One check record with every item and its result (GET /a/stone/checkRecord/detail/{id}). */
const fetchCheckRecordDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/checkRecord/detail/{id}', { params: { path: { id } } }));
const checkRecordDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...checkRecordDetailKey, id],
    queryFn: () => fetchCheckRecordDetail(p, id),
    enabled: !!id,
  });
export const useCheckRecordDetail = (id: string) => useQuery(checkRecordDetailQuery(usePlatform(), id));
