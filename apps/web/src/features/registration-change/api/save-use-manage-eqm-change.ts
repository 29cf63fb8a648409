import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageEqmChangesKey } from './use-manage-eqm-changes';

export type SaveUseManageEqmChangeBody = BodyOf<'saveUseManageEqmChange'>;

/** Adds or changes one equipment change item (before/after) of an application (POST /a/stone/useManage/eqmChangeSave). */
export const saveUseManageEqmChange = (p: Platform, body: SaveUseManageEqmChangeBody) => unwrap(p.client.POST('/a/stone/useManage/eqmChangeSave', { body }));
export function useSaveUseManageEqmChange() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUseManageEqmChangeBody) => saveUseManageEqmChange(p, body),
    onSuccess: () => { for (const queryKey of [useManageEqmChangesKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
