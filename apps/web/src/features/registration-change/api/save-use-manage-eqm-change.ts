import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { useManageEqmChangesKey } from './use-manage-eqm-changes';

export type SaveUseManageEqmChangeBody = NonNullable<OperationTypes['saveUseManageEqmChange']['requestBody']>['content']['application/x-www-form-urlencoded'];

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
