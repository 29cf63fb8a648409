import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { usePlatform } from './PlatformContext';
import { queryClientOf } from './query-client';

/** Provides the platform's query cache to the shell and to the pages outside it that fetch data. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClientOf(usePlatform())}>{children}</QueryClientProvider>;
}
