import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';
import { listenSessionEnd } from '@/platform/session-signal-listener';
import { forgetDrafts } from '@/kit/form/drafts';
import { clearPrintDocuments } from '@/kit/print/handover';
import { keepOwnerDataOnly } from './keep-owner';

/**
 * What the shell does when the session ends, in this tab or another one of the browser:
 * - a time-out (a 401, the clock run out, here or elsewhere): to login, then back to this page;
 *   drafts stay for the same account;
 * - a logout or password change: the user's drafts go (forms still open write none), and a tab that
 *   did not do it goes to login too (the one that did navigates itself);
 * - the signed-in account's drafts are the only ones kept in the browser.
 */
export function useSessionEnd() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { user } = useSessionState();
  const owner = useRef<string | null>(null);

  useEffect(() => {
    if (!user?.id) return;
    owner.current = user.id;
    keepOwnerDataOnly(user);
  }, [user]);

  useEffect(
    () =>
      platform.onSessionEnded(({ reason, here }) => {
        if (reason !== 'expired') {
          if (owner.current) forgetDrafts(owner.current);
          clearPrintDocuments();
        }
        if (reason === 'expired') {
          // Heard twice (from another tab, then at a call of this tab made on the old token): the
          // second finds the login page, whose address is no page to come back to.
          if (window.location.pathname === linkTo('login')) return;
          notifications.show({
            color: 'orange',
            title: '登录已过期',
            message: '请重新登录；未保存的内容已存为本机草稿。',
          });
          navigate(linkTo('login', { redirect: window.location.pathname + window.location.search }), { replace: true });
        } else if (!here) {
          notifications.show({
            color: 'orange',
            title: '已退出登录',
            message: reason === 'password' ? '密码已在其他页面修改，请使用新密码重新登录。' : '已在其他页面退出登录。',
          });
          navigate(linkTo('login'), { replace: true });
        }
      }),
    [platform, navigate],
  );

  // Another tab ended the session: this one ends it too, if it was the same session.
  useEffect(
    () =>
      listenSessionEnd((reason) => {
        if (platform.session.sync()) platform.endSession(reason, false);
      }),
    [platform],
  );
}
