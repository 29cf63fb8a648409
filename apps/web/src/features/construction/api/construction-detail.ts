import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { constructionKey } from './keys';

const constructionDetailKey = [...constructionKey, 'detail'] as const;
/** One construction notice with its equipment, flow and attachments (GET /a/stone/constructionNotice/detail/{id}). */
const fetchConstructionDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/constructionNotice/detail/{id}', { params: { path: { id } } }));
const constructionDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...constructionDetailKey, id],
    queryFn: () => fetchConstructionDetail(p, id),
    enabled: !!id,
  });
export const useConstructionDetail = (id: string) => useQuery(constructionDetailQuery(usePlatform(), id));
