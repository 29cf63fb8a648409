import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** The signed-in unit's information, to fill a new application's unit fields (GET /a/stone/unit/get/unit/info). */
export const fetchUnitInfo = (p: Platform) => unwrap(p.client.GET('/a/stone/unit/get/unit/info'));
export const useUnitInfo = (enabled = true) => {
  const p = usePlatform();
  return useQuery(queryOptions({ queryKey: ['registration', 'unit-info'], queryFn: () => fetchUnitInfo(p), enabled, staleTime: 5 * 60_000 }));
};
