import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useManageKey } from './keys';
import { queryHook } from '@/kit/api/call-hooks';

export type UseManageEqmChangesBody = BodyOf<'listUseManageEqmChanges'>;

export const useManageEqmChangesKey = [...useManageKey, 'eqm-changes'] as const;
/** The per-equipment change items (before/after) of use-management applications (POST /a/stone/useManage/eqmChangeList). */
const fetchUseManageEqmChanges = (p: Platform, body: UseManageEqmChangesBody) =>
  unwrap(p.client.POST('/a/stone/useManage/eqmChangeList', { body }));
export const useUseManageEqmChanges = queryHook(useManageEqmChangesKey, fetchUseManageEqmChanges, {
  keepPrevious: true,
});
