import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { recordHook } from '@/kit/api/call-hooks';

const reportDetailKey = ['report', 'reports', 'detail'] as const;
/** One inspection report with its attachments (GET /a/stone/report/detail). */
const fetchReportDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/report/detail', { params: { query: { id } } }));
export const useReportDetail = recordHook(reportDetailKey, fetchReportDetail);
