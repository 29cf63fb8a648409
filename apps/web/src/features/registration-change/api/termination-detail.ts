import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { terminationKey } from './keys';

const terminationDetailKey = [...terminationKey, 'detail'] as const;
/** One termination application with its equipment, flow and attachments (GET /a/stone/pemEqmRlvBasic/detail/{id}). */
const fetchTerminationDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/pemEqmRlvBasic/detail/{id}', { params: { path: { id } } }));
const terminationDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...terminationDetailKey, id],
    queryFn: () => fetchTerminationDetail(p, id),
    enabled: !!id,
  });
export const useTerminationDetail = (id: string) => useQuery(terminationDetailQuery(usePlatform(), id));
