import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type EquipmentForm = components['schemas']['EquipmentForm'];

/** Adds (no `oidno`) or saves (with `oidno`) a piece of equipment (POST /a/stone/eqm/addEqm); resolves to its oidno. */
const saveEquipment = (p: Platform, body: EquipmentForm) => unwrap(p.client.POST('/a/stone/eqm/addEqm', { body }));
/** A saved piece of equipment makes every equipment list, the counts and its own archive stale. */
export const useSaveEquipment = mutationHook(saveEquipment, equipmentKey);
