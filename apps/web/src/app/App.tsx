import { SandboxMark } from './SandboxMark';
import '@/platform/styles/base';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme, cssVariablesResolver } from './theme';
import { whenIdle } from '@/platform/idle';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import type { AppRouter } from './router';

// Notifications are shown through their store (`notifications.show`), which queues them; the
// container that draws them loads once the first page is up and the browser idle (long before the
// first notification a user can cause: logout, a session time-out, a save).
const NotificationsHost = lazy(() => import('./NotificationsHost'));

type LoginFirstView = ComponentType<{ platform: Platform; onRouter: (router: AppRouter) => void }>;

/**
 * How the app starts (main.tsx): with the router, or with the login page alone (`LoginFirst`), which
 * hands over to the router at its first navigation.
 */
export type AppStart = { router: AppRouter } | { loginFirst: LoginFirstView };

export function App({ platform, start }: { platform: Platform; start: AppStart }) {
  const [app, setApp] = useState<AppRouter | null>('router' in start ? start.router : null);
  const [notificationsReady, setNotificationsReady] = useState(false);
  const router = app?.router;
  useEffect(() => {
    const ready = () => setNotificationsReady(true);
    // The login page shown alone is up at once.
    if (!router) {
      whenIdle(ready);
      return;
    }
    // Idle after the first page is up (not while its own code is still arriving).
    let scheduled = false;
    const afterFirstPage = (initialized: boolean, idle: boolean) => {
      if (initialized && idle && !scheduled) {
        scheduled = true;
        whenIdle(ready);
      }
    };
    afterFirstPage(router.state.initialized, router.state.navigation.state === 'idle');
    const unsubscribeRouter = router.subscribe((state) =>
      afterFirstPage(state.initialized, state.navigation.state === 'idle'),
    );
    return unsubscribeRouter;
  }, [router]);
  const LoginFirst = 'loginFirst' in start ? start.loginFirst : null;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {notificationsReady && (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      )}
      <PlatformContext.Provider value={platform}>
        {app ? <app.View /> : LoginFirst && <LoginFirst platform={platform} onRouter={setApp} />}
      </PlatformContext.Provider>
      {platform.config.sandboxConsoleUrl && <SandboxMark href={platform.config.sandboxConsoleUrl} />}
    </MantineProvider>
  );
}
