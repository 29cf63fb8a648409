import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageApplyListKey } from './use-manage-apply-list';
import { useManageQueryListKey } from './use-manage-query-list';
import { useManageDetailKey } from './use-manage-detail';
import { useManageHandleStepsKey } from './use-manage-handle-steps';

export type ModifyUseManageBody = BodyOf<'modifyUseManageRecord'>;

/** Changes a draft or returned use-management application, or with isCommit changes and submits it (POST /a/stone/useManage/modify). */
export const modifyUseManage = (p: Platform, body: ModifyUseManageBody, isCommit = false) => unwrap(p.client.POST('/a/stone/useManage/modify', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
export function useModifyUseManage() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: ModifyUseManageBody; isCommit?: boolean }) => modifyUseManage(p, body, isCommit),
    onSuccess: () => { for (const queryKey of [useManageApplyListKey, useManageQueryListKey, useManageDetailKey, useManageHandleStepsKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
