import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageKey } from './keys';

const useManageDetailKey = [...useManageKey, 'detail'] as const;
/** One use-management change application with its equipment (GET /a/stone/useManage/get). */
export const fetchUseManageDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useManage/get', { params: { query: { id } } }));
const useManageDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...useManageDetailKey, id], queryFn: () => fetchUseManageDetail(p, id), enabled: !!id });
export const useUseManageDetail = (id: string) => useQuery(useManageDetailQuery(usePlatform(), id));
