import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageKey } from './keys';

export type UseManageEqmChangesBody = BodyOf<'listUseManageEqmChanges'>;

export const useManageEqmChangesKey = [...useManageKey, 'eqm-changes'] as const;
/** The per-equipment change items (before/after) of use-management applications (POST /a/stone/useManage/eqmChangeList). */
const fetchUseManageEqmChanges = (p: Platform, body: UseManageEqmChangesBody) =>
  unwrap(p.client.POST('/a/stone/useManage/eqmChangeList', { body }));
const useManageEqmChangesQuery = (p: Platform, body: UseManageEqmChangesBody) =>
  queryOptions({
    queryKey: [...useManageEqmChangesKey, body],
    queryFn: () => fetchUseManageEqmChanges(p, body),
    placeholderData: keepPreviousData,
  });
export const useUseManageEqmChanges = (body: UseManageEqmChangesBody) =>
  useQuery(useManageEqmChangesQuery(usePlatform(), body));
