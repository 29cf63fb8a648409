import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export const safetyPersonDetailKey = ['person', 'safety', 'detail'] as const;
/** One safety-management person (GET /a/epsafemgeperson/detail). */
export const fetchSafetyPersonDetail = (p: Platform, id: string) => unwrap(p.client.GET('/a/epsafemgeperson/detail', { params: { query: { id } } }));
export const safetyPersonDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...safetyPersonDetailKey, id], queryFn: () => fetchSafetyPersonDetail(p, id), enabled: !!id });
export const useSafetyPersonDetail = (id: string) => useQuery(safetyPersonDetailQuery(usePlatform(), id));
