import type { Platform } from '@/platform/platform';

/** The inspection opinion notice as PDF (GET /a/stone/report/downloadOpinionPdf, a file: `parseAs: 'blob'`). */
export const fetchOpinionPdf = (p: Platform, id: string) =>
  p.client.GET('/a/stone/report/downloadOpinionPdf', { params: { query: { id } }, parseAs: 'blob' });
