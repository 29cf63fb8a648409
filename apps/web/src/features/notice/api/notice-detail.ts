import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** One notice (POST /a/stone/index/getArticle). */
const fetchNotice = (p: Platform, id: string) => unwrap(p.client.POST('/a/stone/index/getArticle', { body: { id } }));
const noticeQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: ['notice', 'detail', id], queryFn: () => fetchNotice(p, id), enabled: !!id });
export const useNotice = (id: string) => useQuery(noticeQuery(usePlatform(), id));
