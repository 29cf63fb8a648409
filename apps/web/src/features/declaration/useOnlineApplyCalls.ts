import { usePlatform } from '@/platform/PlatformContext';
import { cancelOnlineApply } from './api/cancel-online-apply';
import { deleteOnlineApply } from './api/delete-online-apply';
import { onlineApplyDetailKey } from './api/online-apply-detail';
import { onlineApplyListKey } from '@/shared/declaration/api/online-apply-list';
import { waitInspectKey } from './api/wait-inspect-equipment';
import { onlineApplyLifecycle } from './online-apply';

/** The online inspection application's lifecycle calls (撤销 = cancelApply with a reason, delete) and the keys they change: for the list and the detail page. */
export function useOnlineApplyCalls() {
  const platform = usePlatform();
  const lifecycle = onlineApplyLifecycle({
    revoke: (r, reason) => cancelOnlineApply(platform, r.id, reason ?? ''),
    delete: (r) => deleteOnlineApply(platform, r.id),
  });
  return { lifecycle, invalidate: [onlineApplyListKey, onlineApplyDetailKey, waitInspectKey] as const };
}
