import { useCallback, useRef } from 'react';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { useRouteTitle } from '@/kit/page/useRouteTitle';
import { savedNoticeId, showOrUpdate } from '@/kit/saved-notice';

/**
 * The navigation that follows a save's answer (to the saved record, back to the list). It happens
 * only while the user is still on the page that asked: an answer that comes after the user moved
 * on (a slow server, another tab opened meanwhile) leaves them where they are, and a notification
 * says the save went through, with a link to where it would have gone.
 */
export function useFollowUp(label?: string) {
  const navigate = useNavigate();
  // The page's own route: each tab's page sees its own address, also while another tab is shown.
  // Its query may change under it (a form noting what was chosen): the route decides.
  const location = useLocation();
  const own = useRef('');
  own.current = location.pathname;
  const title = useRouteTitle();
  const name = label ?? title;
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (window.location.pathname === own.current) {
        void navigate(to, options);
        return;
      }
      // Takes over the save's own notice (same id): the save is said once, with where it went.
      const id = savedNoticeId(name);
      showOrUpdate({
        id,
        color: 'green',
        title: name ? `「${name}」已保存` : '已保存',
        autoClose: 10_000,
        message: (
          <Anchor
            href={to}
            size="sm"
            onClick={(e) => {
              e.preventDefault();
              notifications.hide(id);
              void navigate(to);
            }}
          >
            点击查看
          </Anchor>
        ),
      });
    },
    [navigate, name],
  );
}
