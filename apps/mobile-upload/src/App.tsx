// Only the styles of the components this page uses (the full sheet is 250 KB; this is a phone page).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import { useMemo } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMobileApi } from './api';
import type { AppConfig } from './config';
import { readLink, readSandboxTenant } from './files';
import { UploadPage } from './UploadPage';

// Contrast (WCAG 2.1 AA, 4.5:1 for text), as in the back office: filled buttons use shade 8 (white on
// blue-6 is 3.6:1, on blue-8 5.0:1), and dimmed text is gray-7 (gray-6 is 3.3:1 on white).
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
});

const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-placeholder': '#6b7079' },
  dark: {},
});

export function App({ config }: { config: AppConfig }) {
  const api = useMemo(
    () => createMobileApi(config.apiBaseUrl, undefined, readSandboxTenant(window.location.search)),
    [config.apiBaseUrl],
  );
  const queryClient = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 5_000 } } }),
    [],
  );
  const link = useMemo(() => readLink(window.location.search), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <UploadPage api={api} config={config} link={link} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
