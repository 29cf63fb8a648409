import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { onlineApplyKey } from '@/shared/declaration/api/keys';

export type OnlineApplyDetail = components['schemas']['OnlineApplyDetail'];

const onlineApplyDetailKey = [...onlineApplyKey, 'detail'] as const;
/** One online inspection application with its equipment, fee and attachments (GET /a/stone/appOnline/detail/{id}). */
const fetchOnlineApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/appOnline/detail/{id}', { params: { path: { id } } }));
const onlineApplyDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...onlineApplyDetailKey, id],
    queryFn: () => fetchOnlineApplyDetail(p, id),
    enabled: !!id,
  });
export const useOnlineApplyDetail = (id: string) => useQuery(onlineApplyDetailQuery(usePlatform(), id));
