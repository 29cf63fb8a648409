import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentDetail = components['schemas']['EquipmentDetail'];

/** The full archive of one piece of equipment (GET /a/stone/eqm/getDetailBy): archive pages and edit forms. */
const fetchEquipmentDetail = (p: Platform, oidno: string) =>
  unwrap(p.client.GET('/a/stone/eqm/getDetailBy', { params: { query: { oidno } } }));
/** The cache key of one piece of equipment's archive. */
export const equipmentDetailKey = (oidno: string) => [...equipmentKey, 'detail', oidno] as const;
const equipmentDetailQuery = (p: Platform, oidno: string) =>
  queryOptions({
    queryKey: equipmentDetailKey(oidno),
    queryFn: () => fetchEquipmentDetail(p, oidno),
    enabled: !!oidno,
  });
export const useEquipmentDetail = (oidno: string) => useQuery(equipmentDetailQuery(usePlatform(), oidno));
