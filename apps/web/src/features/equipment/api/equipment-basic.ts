import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

/**
 * The registered summary of one piece of equipment (GET /a/stone/eqm/basicDetail): the head of an
 * application about it (change, stop, inspection), as registered now.
 */
const fetchEquipmentBasic = (p: Platform, oidno: string) =>
  unwrap(p.client.GET('/a/stone/eqm/basicDetail', { params: { query: { oidno } } }));
const equipmentBasicQuery = (p: Platform, oidno: string) =>
  queryOptions({
    queryKey: [...equipmentKey, 'basic', oidno],
    queryFn: () => fetchEquipmentBasic(p, oidno),
    enabled: !!oidno,
  });
export const useEquipmentBasic = (oidno: string) => useQuery(equipmentBasicQuery(usePlatform(), oidno));
