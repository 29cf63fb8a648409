import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

/** Equipment counts by class and by use status (POST /a/stone/index/getEqmOverview): the work desk and 设备概况. */
const fetchEquipmentOverview = (p: Platform) => unwrap(p.client.POST('/a/stone/index/getEqmOverview', {}));
export const equipmentOverviewQuery = (p: Platform) =>
  queryOptions({
    queryKey: [...equipmentKey, 'overview'],
    queryFn: () => fetchEquipmentOverview(p),
    // Counts the regulator changes (a stop completed): a new visit asks again, even moments after
    // the desk asked at login; a cached tab shown again keeps its figures (query-client.ts).
    staleTime: 0,
  });
export const useEquipmentOverview = () => useQuery(equipmentOverviewQuery(usePlatform()));
