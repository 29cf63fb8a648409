import type { Platform } from '@/platform/platform';

/** The equipment import template (GET /a/stone/eqm/importTemplate, an .xlsx: `parseAs: 'blob'`). */
export const downloadEquipmentImportTemplate = (p: Platform) =>
  p.client.GET('/a/stone/eqm/importTemplate', { parseAs: 'blob' });
