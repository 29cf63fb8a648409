import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentDueListBody = BodyOf<'listEquipmentDueForInspection'>;

export const equipmentDueListKey = [...equipmentKey, 'due-list'] as const;
/** In-use equipment due for inspection within `days` (30/60/90) days (POST /a/stone/eqm/detectDueList). */
export const fetchEquipmentDueList = (p: Platform, body: EquipmentDueListBody) =>
  unwrap(p.client.POST('/a/stone/eqm/detectDueList', { body }));
