import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { interactionKey } from './keys';

const interactionDetailKey = [...interactionKey, 'detail'] as const;
/** One of the questions to and answers from the inspection body (GET /a/stone/interaction/detail/{id}). */
const fetchInteractionDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/interaction/detail/{id}', { params: { path: { id } } }));
const interactionDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...interactionDetailKey, id],
    queryFn: () => fetchInteractionDetail(p, id),
    enabled: !!id,
  });
export const useInteractionDetail = (id: string) => useQuery(interactionDetailQuery(usePlatform(), id));
