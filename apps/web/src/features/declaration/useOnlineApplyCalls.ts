import { recordCalls } from '@/kit/lifecycle/record-calls';
import { onlineApplyKey } from '@/shared/declaration/api/keys';
import { cancelOnlineApply } from './api/cancel-online-apply';
import { deleteOnlineApply } from './api/delete-online-apply';
import { onlineApplyLifecycle } from './online-apply';
import { applicationTouches } from '@/shared/application/api/keys';

/** The online inspection application's lifecycle calls (撤销 = cancelApply with a reason, delete) for the list and the detail page. */
export const useOnlineApplyCalls = recordCalls({
  queryKey: onlineApplyKey,
  touches: applicationTouches,
  lifecycle: (platform) =>
    onlineApplyLifecycle({
      revoke: (r, reason) => cancelOnlineApply(platform, r.id, reason ?? ''),
      delete: (r) => deleteOnlineApply(platform, r.id),
    }),
});
