import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentChangeBody = BodyOf<'applyEquipmentChange'>;

/**
 * A change application for registered equipment (POST /a/stone/eqm/changeEqm): a draft, or with
 * `isCommit` submitted at once. Resolves to the application's id (pass it back as `id` to update the draft).
 */
const changeEquipment = (p: Platform, body: EquipmentChangeBody, isCommit: boolean) =>
  unwrap(p.client.POST('/a/stone/eqm/changeEqm', { params: { query: { isCommit } }, body }));
export function useChangeEquipment() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: EquipmentChangeBody; isCommit: boolean }) =>
      changeEquipment(p, body, isCommit),
    onSuccess: () => void qc.invalidateQueries({ queryKey: equipmentKey }),
  });
}
