import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageApplyListKey } from './use-manage-apply-list';
import { useManageQueryListKey } from './use-manage-query-list';
import { useManageDetailKey } from './use-manage-detail';
import { useManageHandleStepsKey } from './use-manage-handle-steps';

export type DeleteUseManageBody = BodyOf<'deleteUseManageRecord'>;

/** Deletes a draft use-management application (POST /a/stone/useManage/del). */
export const deleteUseManage = (p: Platform, body: DeleteUseManageBody) => unwrap(p.client.POST('/a/stone/useManage/del', { body }));
export function useDeleteUseManage() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteUseManageBody) => deleteUseManage(p, body),
    onSuccess: () => { for (const queryKey of [useManageApplyListKey, useManageQueryListKey, useManageDetailKey, useManageHandleStepsKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
