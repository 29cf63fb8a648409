import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

const operatorOverviewKey = [...operatorKey, 'overview'] as const;
/** Counts of operators and certificates by state and work type (POST /a/stone/operator/overview). */
const fetchOperatorOverview = (p: Platform) => unwrap(p.client.POST('/a/stone/operator/overview'));
const operatorOverviewQuery = (p: Platform) =>
  queryOptions({ queryKey: operatorOverviewKey, queryFn: () => fetchOperatorOverview(p) });
export const useOperatorOverview = () => useQuery(operatorOverviewQuery(usePlatform()));
