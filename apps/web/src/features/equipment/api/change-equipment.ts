import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { mutationHook } from '@/kit/api/call-hooks';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentChangeBody = BodyOf<'applyEquipmentChange'>;

/**
 * A change application for registered equipment (POST /a/stone/eqm/changeEqm): a draft, or with
 * `isCommit` submitted at once. Resolves to the application's id (pass it back as `id` to update the draft).
 */
const changeEquipment = (p: Platform, { body, isCommit }: { body: EquipmentChangeBody; isCommit: boolean }) =>
  unwrap(p.client.POST('/a/stone/eqm/changeEqm', { params: { query: { isCommit } }, body }));
export const useChangeEquipment = mutationHook(changeEquipment, equipmentKey);
