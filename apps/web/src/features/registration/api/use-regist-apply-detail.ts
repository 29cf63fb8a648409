import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { applyKey } from './keys';

export type UseRegistApplyDetail = components['schemas']['UseRegistApplyDetail'];

const useRegistApplyDetailKey = [...applyKey, 'detail'] as const;
/** One use-registration application with its unit, equipment, attachments and steps (GET /a/stone/epPemUseregistApply/detail/{id}). */
export const fetchUseRegistApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemUseregistApply/detail/{id}', { params: { path: { id } } }));
const useRegistApplyDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...useRegistApplyDetailKey, id],
    queryFn: () => fetchUseRegistApplyDetail(p, id),
    enabled: !!id,
  });
export const useUseRegistApplyDetail = (id: string) => useQuery(useRegistApplyDetailQuery(usePlatform(), id));
