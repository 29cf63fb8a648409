import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** Equipment statistic numbers of the work desktop (POST /a/stone/index/getEqustatisticNums). */
export const fetchEquipmentStats = (p: Platform) => unwrap(p.client.POST('/a/stone/index/getEqustatisticNums', {}));
export const equipmentStatsQuery = (p: Platform) => queryOptions({ queryKey: ['home', 'equipmentStats'], queryFn: () => fetchEquipmentStats(p) });
export const useEquipmentStats = () => useQuery(equipmentStatsQuery(usePlatform()));
