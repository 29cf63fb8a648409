import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

const reportDetailKey = ['report', 'reports', 'detail'] as const;
/** One inspection report with its attachments (GET /a/stone/report/detail). */
const fetchReportDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/report/detail', { params: { query: { id } } }));
const reportDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...reportDetailKey, id], queryFn: () => fetchReportDetail(p, id), enabled: !!id });
export const useReportDetail = (id: string) => useQuery(reportDetailQuery(usePlatform(), id));
