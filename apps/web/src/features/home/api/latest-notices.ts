import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** The latest notices for the desk (POST /a/stone/index/findArticleList). */
const fetchLatestNotices = (p: Platform) => unwrap(p.client.POST('/a/stone/index/findArticleList', {}));
export const latestNoticesQuery = (p: Platform) =>
  queryOptions({ queryKey: ['notice', 'latest'], queryFn: () => fetchLatestNotices(p) });
export const useLatestNotices = () => useQuery(latestNoticesQuery(usePlatform()));
