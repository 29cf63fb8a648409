import '@/platform/styles/base';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme, cssVariablesResolver } from './theme';
import { RouterProvider } from 'react-router';
import { whenIdle } from './deferredPage';
import { PlatformContext } from '@/platform/PlatformContext';
import { createAppRouter } from './router';
import type { Platform } from '@/platform/platform';

// Notifications are shown through their store (`notifications.show`), which queues them; the
// container that draws them loads once the first page is up and the browser idle (long before the
// first notification a user can cause: logout, a session time-out, a save).
const NotificationsHost = lazy(() => import('./NotificationsHost'));

export function App({ platform }: { platform: Platform }) {
  const router = useMemo(() => createAppRouter(platform), [platform]);
  const [notificationsReady, setNotificationsReady] = useState(false);
  useEffect(() => {
    const ready = () => setNotificationsReady(true);
    // Idle after the first page is up (not while its own code is still arriving).
    let scheduled = false;
    const afterFirstPage = (initialized: boolean, idle: boolean) => { if (initialized && idle && !scheduled) { scheduled = true; whenIdle(ready); } };
    afterFirstPage(router.state.initialized, router.state.navigation.state === 'idle');
    const unsubscribeRouter = router.subscribe((state) => afterFirstPage(state.initialized, state.navigation.state === 'idle'));
    return unsubscribeRouter;
  }, [router]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {notificationsReady && <Suspense fallback={null}><NotificationsHost /></Suspense>}
      <PlatformContext.Provider value={platform}>
        <RouterProvider router={router} />
      </PlatformContext.Provider>
    </MantineProvider>
  );
}
