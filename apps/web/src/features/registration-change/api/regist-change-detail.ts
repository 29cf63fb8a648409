import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { registChangeKey } from './keys';

const registChangeDetailKey = [...registChangeKey, 'detail'] as const;
/** One use-registration change application with its items, flow and attachments (GET /a/stone/useRegistChange/detail/{id}). */
const fetchRegistChangeDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useRegistChange/detail/{id}', { params: { path: { id } } }));
const registChangeDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...registChangeDetailKey, id],
    queryFn: () => fetchRegistChangeDetail(p, id),
    enabled: !!id,
  });
export const useRegistChangeDetail = (id: string) => useQuery(registChangeDetailQuery(usePlatform(), id));
