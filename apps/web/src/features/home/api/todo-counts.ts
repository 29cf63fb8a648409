import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** The desk's to-do counts: returned applications and drafts by kind, unpaid slips, rectifications, certificates (POST /a/stone/index/getTodoCounts). */
const fetchTodoCounts = (p: Platform) => unwrap(p.client.POST('/a/stone/index/getTodoCounts', {}));
export const todoCountsQuery = (p: Platform) =>
  queryOptions({ queryKey: ['home', 'todo'], queryFn: () => fetchTodoCounts(p) });
export const useTodoCounts = () => useQuery(todoCountsQuery(usePlatform()));
