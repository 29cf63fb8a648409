import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useRecordKey } from './keys';

export type UseRecordDetail = components['schemas']['EqmBcwBasicDetail'];

const useRecordDetailKey = [...useRecordKey, 'detail'] as const;
/** One use-registration record with its unit, equipment, opinions and attachments (GET /a/stone/eqmBcwBasic/detail/{id}). */
const fetchUseRecordDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/eqmBcwBasic/detail/{id}', { params: { path: { id } } }));
const useRecordDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...useRecordDetailKey, id], queryFn: () => fetchUseRecordDetail(p, id), enabled: !!id });
export const useUseRecordDetail = (id: string) => useQuery(useRecordDetailQuery(usePlatform(), id));
