import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { applyKey } from './keys';

const applyProgressKey = [...applyKey, 'progress'] as const;
/** Where an application stands: current step and handler, time limit, each equipment's progress (GET /a/stone/epPemUseregistApply/eduProcess). */
const fetchApplyProgress = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemUseregistApply/eduProcess', { params: { query: { id } } }));
export const useApplyProgress = (id: string) => {
  const p = usePlatform();
  return useQuery(
    queryOptions({ queryKey: [...applyProgressKey, id], queryFn: () => fetchApplyProgress(p, id), enabled: !!id }),
  );
};
