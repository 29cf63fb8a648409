import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentOverdueListBody = BodyOf<'listEquipmentOverdue'>;

export const equipmentOverdueListKey = [...equipmentKey, 'overdue-list'] as const;
/** In-use equipment past its next inspection date (POST /a/stone/eqm/detectExtendedList). */
export const fetchEquipmentOverdueList = (p: Platform, body: EquipmentOverdueListBody) =>
  unwrap(p.client.POST('/a/stone/eqm/detectExtendedList', { body }));
