import type { OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type EquipmentExportListBody = NonNullable<OperationTypes['exportEquipmentList']['requestBody']>['content']['application/x-www-form-urlencoded'];

/**
 * Every row matching a list's filters as Excel (POST /a/stone/eqm/expListExcel, a file:
 * `parseAs: 'blob'`); `queryType` says which list (综合查询, 到期待检, 超期未检).
 */
export const exportEquipmentList = (p: Platform, body: EquipmentExportListBody) =>
  p.client.POST('/a/stone/eqm/expListExcel', { body, parseAs: 'blob' });
