import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { rescueKey } from './keys';

const rescueDetailKey = [...rescueKey, 'detail'] as const;
/** One of the rescue registrations (GET /a/stone/rescue/detail/{id}). */
const fetchRescueDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/rescue/detail/{id}', { params: { path: { id } } }));
const rescueDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...rescueDetailKey, id], queryFn: () => fetchRescueDetail(p, id), enabled: !!id });
export const useRescueDetail = (id: string) => useQuery(rescueDetailQuery(usePlatform(), id));
