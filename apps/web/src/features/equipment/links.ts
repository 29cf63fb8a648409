import { equipmentTypeByCode, type EquipmentTypeKey, type OperationType } from '@tzsb/sdk';

/** The equipment pages' addresses (routes.ts, the /equipment block). */
export const EQUIPMENT_PAGES = {
  overview: '/equipment/overview',
  query: '/equipment/query-comprehensive',
  overdue: '/equipment/query-timeout',
  unqualified: '/equipment/query-fault',
  nonUse: '/equipment/query-non-use',
  due: '/equipment/query-about-expire',
  pressurePiping: '/equipment/query-pressure-piping',
  pipelineMaintain: '/equipment/equip-pressure-pipeline-maintain',
  deviceForm: '/equipment/device-info-new',
  pipelineForm: '/equipment/pipeline-info-new',
  /** The periodic inspection declaration (another feature's route, linked by address only). */
  onlineApply: '/company-service/online-apply',
  /** The use-registration application (another feature's route, linked by address only). */
  useRecordApply: '/use-record/apply',
} as const;

/** An address with a query; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * The archive page of a class is named by the SDK's class key, except the two pipe classes, whose
 * archives are named as the contract's detail examples: 7000 → pressurePiping, 8000 → pressurePipeline.
 */
const ARCHIVE_KEYS: Partial<Record<EquipmentTypeKey, string>> = { pipingCom: 'pressurePiping', pressure: 'pressurePipeline' };

/** `/equipment/detail/<class>?oidno=...`, or undefined for an unknown class code. */
export function archivePath(equclacode: string, oidno: string): string | undefined {
  const type = equipmentTypeByCode(equclacode);
  if (!type) return undefined;
  return withQuery(`/equipment/detail/${ARCHIVE_KEYS[type.key] ?? type.key}`, { oidno });
}

/** The add/edit form of a piece of equipment: pipelines (8000) have their own form. */
export function equipmentFormPath(equclacode: string, oidno: string, operation: OperationType = 'edit'): string {
  const base = equclacode === '8000' ? EQUIPMENT_PAGES.pipelineForm : EQUIPMENT_PAGES.deviceForm;
  return withQuery(base, { oidno, operation });
}
