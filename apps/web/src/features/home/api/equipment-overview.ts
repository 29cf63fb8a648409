import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** Equipment counts by type and by status (POST /a/stone/index/getEqmOverview). */
export const fetchEquipmentOverview = (p: Platform) => unwrap(p.client.POST('/a/stone/index/getEqmOverview', {}));
export const equipmentOverviewQuery = (p: Platform) => queryOptions({ queryKey: ['home', 'equipmentOverview'], queryFn: () => fetchEquipmentOverview(p) });
export const useEquipmentOverview = () => useQuery(equipmentOverviewQuery(usePlatform()));
