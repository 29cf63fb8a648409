import type { BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type EquipmentExportListBody = BodyOf<'exportEquipmentList'>;

/**
 * Every row matching a list's filters as Excel (POST /a/stone/eqm/expListExcel, a file:
 * `parseAs: 'blob'`); `queryType` says which list (综合查询, 到期待检, 超期未检).
 */
export const exportEquipmentList = (p: Platform, body: EquipmentExportListBody) =>
  p.client.POST('/a/stone/eqm/expListExcel', { body, parseAs: 'blob' });
