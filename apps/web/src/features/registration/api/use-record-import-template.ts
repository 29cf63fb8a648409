import type { Platform } from '@/platform/platform';

/** The use-registration import template (GET /a/stone/eqmBcwBasic/importTemplate, an .xlsx: `parseAs: 'blob'`). */
export const downloadUseRecordImportTemplate = (p: Platform) =>
  p.client.GET('/a/stone/eqmBcwBasic/importTemplate', { parseAs: 'blob' });
