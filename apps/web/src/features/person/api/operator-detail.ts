import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export const operatorDetailKey = ['person', 'operator', 'detail'] as const;
/** One operator with its certificates (GET /a/stone/operator/get). */
export const fetchOperatorDetail = (p: Platform, id: string) => unwrap(p.client.GET('/a/stone/operator/get', { params: { query: { id } } }));
export const operatorDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...operatorDetailKey, id], queryFn: () => fetchOperatorDetail(p, id), enabled: !!id });
export const useOperatorDetail = (id: string) => useQuery(operatorDetailQuery(usePlatform(), id));
