import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { applyKey } from './keys';

const applyStepsKey = [...applyKey, 'steps'] as const;
/** The steps of an application's flow, in order (GET /a/stone/epPemUseregistApply/useRegistProcess). */
const fetchApplySteps = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemUseregistApply/useRegistProcess', { params: { query: { id } } }));
export const useApplySteps = (id: string) => {
  const p = usePlatform();
  return useQuery(
    queryOptions({ queryKey: [...applyStepsKey, id], queryFn: () => fetchApplySteps(p, id), enabled: !!id }),
  );
};
