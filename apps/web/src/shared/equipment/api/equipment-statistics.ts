import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

/** The unit's equipment numbers: total, in use, due, overdue, unqualified, unregistered (POST /a/stone/index/getEqustatisticNums). */
const fetchEquipmentStatistics = (p: Platform) => unwrap(p.client.POST('/a/stone/index/getEqustatisticNums', {}));
export const equipmentStatisticsQuery = (p: Platform) =>
  queryOptions({ queryKey: [...equipmentKey, 'statistics'], queryFn: () => fetchEquipmentStatistics(p) });
export const useEquipmentStatistics = () => useQuery(equipmentStatisticsQuery(usePlatform()));
