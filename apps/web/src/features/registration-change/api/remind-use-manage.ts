import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type RemindUseManageBody = BodyOf<'notifyUseManageHandler'>;

/** Reminds the handler of the current step (催办) (POST /a/stone/useManage/notifiWatchdog). */
export const remindUseManage = (p: Platform, body: RemindUseManageBody) =>
  unwrap(p.client.POST('/a/stone/useManage/notifiWatchdog', { body }));
