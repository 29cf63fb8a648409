import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

const worApplyDetailKey = [...operatorKey, 'employ', 'detail'] as const;
/** One employment application (GET /api/worapply/getDetailWorApply). */
const fetchWorApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/api/worapply/getDetailWorApply', { params: { query: { id } } }));
const worApplyDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...worApplyDetailKey, id], queryFn: () => fetchWorApplyDetail(p, id), enabled: !!id });
export const useWorApplyDetail = (id: string) => useQuery(worApplyDetailQuery(usePlatform(), id));
