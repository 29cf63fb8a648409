import { useEffect, useMemo } from 'react';
import LoginPage from '@/features/session/outside/LoginPage';
import { PageNavigationContext, type PageNavigation } from '@/platform/navigation';
import type { Platform } from '@/platform/platform';
import { routeByName } from '@/platform/routing';
import { whenIdle } from '@/platform/idle';
import type { AppRouter } from './router';

let router: Promise<AppRouter> | undefined;
/** The router's code, loaded once; the router starts at the current address. */
const routerOf = (platform: Platform) => (router ??= import('./router').then((m) => m.startRouter(platform)));

/**
 * The login page before the router: a visit without a session that lands on the login page (or is
 * sent there, see `loginFirstAddress`) shows it with the entry's code and this page alone. The
 * router (react-router, the guard and the route loaders) loads once the page
 * is idle and starts at the login page's address, which fetches the shell's and home's code as the
 * router's login route always does. The first navigation (signing in, a link, the browser's back
 * and forward buttons) goes through the router; once it has finished, the router's view replaces
 * this one (`onRouter`), so the login page stays as it was until then.
 */
export default function LoginFirst({
  platform,
  onRouter,
}: {
  platform: Platform;
  onRouter: (router: AppRouter) => void;
}) {
  const navigation = useMemo<PageNavigation>(
    () => ({
      search: new URLSearchParams(window.location.search),
      navigate: (to, options) => void routerOf(platform).then(({ router }) => router.navigate(to, options)),
    }),
    [platform],
  );

  useEffect(() => {
    const login = routeByName('login');
    document.title = login ? `${platform.config.platformTitle} - ${login.title}` : platform.config.platformTitle;
    let active = true;
    let unsubscribe = () => {};
    const start = () =>
      void routerOf(platform).then((app) => {
        if (!active) return;
        unsubscribe();
        // The router moved on from the login page and has finished loading there.
        const check = () => {
          const { initialized, navigation: nav, location } = app.router.state;
          if (initialized && nav.state === 'idle' && location.pathname !== login?.path) {
            unsubscribe();
            onRouter(app);
          }
        };
        unsubscribe = app.router.subscribe(check);
        check();
      });
    whenIdle(start);
    // A history move before the router has loaded (the router follows later ones itself).
    window.addEventListener('popstate', start);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('popstate', start);
    };
  }, [platform, onRouter]);

  return (
    <PageNavigationContext.Provider value={navigation}>
      <LoginPage />
    </PageNavigationContext.Provider>
  );
}
