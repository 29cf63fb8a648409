import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme, cssVariablesResolver } from './theme';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { PlatformContext } from './PlatformContext';
import { createAppRouter } from './router';
import type { Platform } from './platform';

dayjs.locale('zh-cn');

export function App({ platform }: { platform: Platform }) {
  const router = useMemo(() => createAppRouter(platform), [platform]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
          <Notifications position="top-center" />
          <QueryClientProvider client={platform.queryClient}>
            <PlatformContext.Provider value={platform}>
              <RouterProvider router={router} />
            </PlatformContext.Provider>
          </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
