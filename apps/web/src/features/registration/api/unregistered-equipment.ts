import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** The unit's equipment not yet registered (POST /a/stone/eqm/list with useStatus=0, the first 100). */
export const fetchUnregisteredEquipment = (p: Platform) => unwrap(p.client.POST('/a/stone/eqm/list', { body: { pageNo: 1, pageSize: 100, useStatus: '0' } }));
export const useUnregisteredEquipment = () => {
  const p = usePlatform();
  return useQuery(queryOptions({ queryKey: ['registration', 'unregistered-equipment'], queryFn: () => fetchUnregisteredEquipment(p) }));
};
