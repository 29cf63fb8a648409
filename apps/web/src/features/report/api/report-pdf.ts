import type { Platform } from '@/platform/platform';

/** The archived report as PDF (GET /a/stone/report/downloadPdf, a file: `parseAs: 'blob'`). */
export const fetchReportPdf = (p: Platform, id: string) =>
  p.client.GET('/a/stone/report/downloadPdf', { params: { query: { id } }, parseAs: 'blob' });
