import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';
import { tabStoreOf } from './tabs-context';

/** 退出登录: the server is told, the session ends in every tab (with the user's drafts), then login. */
export function useLogout() {
  const platform = usePlatform();
  const navigate = useNavigate();
  return async () => {
    try {
      await platform.auth.logout();
    } catch {
      // The local session is cleared whatever the server said.
    }
    platform.endSession('logout');
    tabStoreOf(platform).reset();
    navigate(linkTo('login'), { replace: true });
    notifications.show({ color: 'green', message: MESSAGES.logoutSuccess });
  };
}
