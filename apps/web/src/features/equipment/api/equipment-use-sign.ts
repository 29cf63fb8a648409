import type { Platform } from '@/platform/platform';

/** The use sign (使用标志) of one piece of equipment as PDF (GET /a/stone/eqm/printYJTZS, a file: `parseAs: 'blob'`). */
export const fetchEquipmentUseSign = (p: Platform, oidno: string) =>
  p.client.GET('/a/stone/eqm/printYJTZS', { params: { query: { oidno } }, parseAs: 'blob' });
