import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { opinionKey } from './opinion-list';

const opinionDetailKey = [...opinionKey, 'detail'] as const;
/** One inspection opinion notice: problems, rectification and evidence (GET /a/stone/report/opinionDetail). */
const fetchOpinionDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/report/opinionDetail', { params: { query: { id } } }));
const opinionDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...opinionDetailKey, id], queryFn: () => fetchOpinionDetail(p, id), enabled: !!id });
export const useOpinionDetail = (id: string) => useQuery(opinionDetailQuery(usePlatform(), id));
