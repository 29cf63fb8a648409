import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { projectApplyKey } from './keys';

const projectApplyDetailKey = [...projectApplyKey, 'detail'] as const;
/** One maintenance project application with its flow and attachments (GET /a/stone/epPemMaiprojApply/detail/{id}). */
const fetchProjectApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemMaiprojApply/detail/{id}', { params: { path: { id } } }));
const projectApplyDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...projectApplyDetailKey, id],
    queryFn: () => fetchProjectApplyDetail(p, id),
    enabled: !!id,
  });
export const useProjectApplyDetail = (id: string) => useQuery(projectApplyDetailQuery(usePlatform(), id));
