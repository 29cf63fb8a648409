import type { Platform } from '@/platform/platform';

/**
 * The ticked equipment as Excel (POST /a/stone/eqm/exports, a file: `parseAs: 'blob'`); the file
 * name is in Content-Disposition, so the raw answer is handed to the kit's ExportButton.
 */
export const exportSelectedEquipment = (p: Platform, oidnos: readonly string[]) =>
  p.client.POST('/a/stone/eqm/exports', { body: { oidnos: oidnos.join(',') }, parseAs: 'blob' });
