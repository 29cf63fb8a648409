import { equipmentTypeByCode, type EquipmentTypeKey, type OperationType } from '@tzsb/sdk';
import { linkTo, type RouteName } from '@/platform/routing';

/**
 * The archive page of a class is named by the SDK's class key, except the two pipe classes, whose
 * archives are named as the contract's detail examples: 7000 → pressurePiping, 8000 → pressurePipeline.
 */
const ARCHIVE_KEYS: Partial<Record<EquipmentTypeKey, string>> = { pipingCom: 'pressurePiping', pressure: 'pressurePipeline' };

/** The archive of a piece of equipment by its class, or undefined for an unknown class code. */
export function archivePath(equclacode: string, oidno: string): string | undefined {
  const type = equipmentTypeByCode(equclacode);
  if (!type) return undefined;
  return linkTo(`equipment_detail_${ARCHIVE_KEYS[type.key] ?? type.key}` as Extract<RouteName, `equipment_detail_${string}`>, { oidno });
}

/** The add/edit form of a piece of equipment: pipelines (8000) have their own form. */
export function equipmentFormPath(equclacode: string, oidno: string, operation: OperationType = 'edit'): string {
  return linkTo(equclacode === '8000' ? 'equipment_pipeline_form' : 'equipment_device_form', { oidno, operation });
}
