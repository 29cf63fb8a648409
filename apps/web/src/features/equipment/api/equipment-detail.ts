import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';
import { recordHook } from '@/kit/api/call-hooks';

export type EquipmentDetail = components['schemas']['EquipmentDetail'];

/** The full archive of one piece of equipment (GET /a/stone/eqm/getDetailBy): archive pages and edit forms. */
const fetchEquipmentDetail = (p: Platform, oidno: string) =>
  unwrap(p.client.GET('/a/stone/eqm/getDetailBy', { params: { query: { oidno } } }));
export const useEquipmentDetail = recordHook([...equipmentKey, 'detail'], fetchEquipmentDetail);
