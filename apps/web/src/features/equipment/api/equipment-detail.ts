import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';
import { recordHook } from '@/kit/api/call-hooks';

export type EquipmentDetail = components['schemas']['EquipmentDetail'];

/** The full archive of one piece of equipment (GET /a/stone/eqm/getDetailBy): archive pages and edit forms. */
const fetchEquipmentDetail = (p: Platform, oidno: string) =>
  unwrap(p.client.GET('/a/stone/eqm/getDetailBy', { params: { query: { oidno } } }));
const detailKey = [...equipmentKey, 'detail'] as const;
/** The cache key of one piece of equipment's archive. */
export const equipmentDetailKey = (oidno: string) => [...detailKey, oidno] as const;
export const useEquipmentDetail = recordHook(detailKey, fetchEquipmentDetail);
