import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentForm = components['schemas']['EquipmentForm'];

/** Adds (no `oidno`) or saves (with `oidno`) a piece of equipment (POST /a/stone/eqm/addEqm); resolves to its oidno. */
const saveEquipment = (p: Platform, body: EquipmentForm) => unwrap(p.client.POST('/a/stone/eqm/addEqm', { body }));
/** A saved piece of equipment makes every equipment list, the counts and its own archive stale. */
export function useSaveEquipment() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EquipmentForm) => saveEquipment(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: equipmentKey }),
  });
}
