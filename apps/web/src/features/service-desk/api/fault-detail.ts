import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { faultKey } from './keys';

const faultDetailKey = [...faultKey, 'detail'] as const;
/** One of the fault registrations (GET /a/stone/fault/detail/{id}). */
const fetchFaultDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/fault/detail/{id}', { params: { path: { id } } }));
const faultDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...faultDetailKey, id], queryFn: () => fetchFaultDetail(p, id), enabled: !!id });
export const useFaultDetail = (id: string) => useQuery(faultDetailQuery(usePlatform(), id));
