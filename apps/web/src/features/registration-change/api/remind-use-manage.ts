import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type RemindUseManageBody = BodyOf<'notifyUseManageHandler'>;

/** Reminds the handler of the current step (催办) (POST /a/stone/useManage/notifiWatchdog). */
export const remindUseManage = (p: Platform, body: RemindUseManageBody) => unwrap(p.client.POST('/a/stone/useManage/notifiWatchdog', { body }));
export function useRemindUseManage() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RemindUseManageBody) => remindUseManage(p, body),
    onSuccess: () => { for (const queryKey of []) void qc.invalidateQueries({ queryKey }); },
  });
}
