import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type EquipmentDetail = components['schemas']['EquipmentDetail'];

/** The full archive of one piece of equipment (GET /a/stone/eqm/getDetailBy): archive pages and edit forms. */
const fetchEquipmentDetail = (p: Platform, oidno: string) =>
  unwrap(p.client.GET('/a/stone/eqm/getDetailBy', { params: { query: { oidno } } }));
const equipmentDetailQuery = (p: Platform, oidno: string) =>
  queryOptions({
    queryKey: [...equipmentKey, 'detail', oidno],
    queryFn: () => fetchEquipmentDetail(p, oidno),
    enabled: !!oidno,
  });
export const useEquipmentDetail = (oidno: string) => useQuery(equipmentDetailQuery(usePlatform(), oidno));
