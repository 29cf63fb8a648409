import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageKey } from './keys';

const useManageHandleStepsKey = [...useManageKey, 'handle-steps'] as const;
/** The flow steps of a use-management change application (GET /a/stone/useManage/findHandleStep). */
const fetchUseManageHandleSteps = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useManage/findHandleStep', { params: { query: { id } } }));
const useManageHandleStepsQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...useManageHandleStepsKey, id],
    queryFn: () => fetchUseManageHandleSteps(p, id),
    enabled: !!id,
  });
export const useUseManageHandleSteps = (id: string) => useQuery(useManageHandleStepsQuery(usePlatform(), id));
