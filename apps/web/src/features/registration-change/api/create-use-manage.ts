import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { useManageApplyListKey } from './use-manage-apply-list';
import { useManageQueryListKey } from './use-manage-query-list';
import { useManageDetailKey } from './use-manage-detail';
import { useManageHandleStepsKey } from './use-manage-handle-steps';

export type CreateUseManageBody = BodyOf<'saveUseManageRecord'>;

/** Creates a use-management change application as a draft, or with isCommit submits it (POST /a/stone/useManage/save). */
export const createUseManage = (p: Platform, body: CreateUseManageBody, isCommit = false) => unwrap(p.client.POST('/a/stone/useManage/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
export function useCreateUseManage() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: CreateUseManageBody; isCommit?: boolean }) => createUseManage(p, body, isCommit),
    onSuccess: () => { for (const queryKey of [useManageApplyListKey, useManageQueryListKey, useManageDetailKey, useManageHandleStepsKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
