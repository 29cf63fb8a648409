import { equipmentTypeByCode, type EquipmentTypeKey } from '@tzsb/sdk';
import { linkTo, type RouteName } from '@/platform/routing';

/**
 * The archive page of a class is named by the SDK's class key, except the two pipe classes, whose
 * archives are named as the contract's detail examples: 7000 → pressurePiping, 8000 → pressurePipeline.
 */
const ARCHIVE_KEYS: Partial<Record<EquipmentTypeKey, string>> = {
  pipingCom: 'pressurePiping',
  pressure: 'pressurePipeline',
};

/** The archive of a piece of equipment by its class, or undefined for an unknown class code. */
export function archivePath(equclacode: string, oidno: string): string | undefined {
  const type = equipmentTypeByCode(equclacode);
  if (!type) return undefined;
  return linkTo(
    `equipment_detail_${ARCHIVE_KEYS[type.key] ?? type.key}` as Extract<RouteName, `equipment_detail_${string}`>,
    { oidno },
  );
}
