import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@tzsb/sdk';
import type { Platform } from './platform';
import { isRevealingTab } from './tabReveal';

const clients = new WeakMap<Platform, QueryClient>();

/**
 * The platform's one query cache. It lives here rather than in the platform object so that the
 * query library loads with the shell and the pages that use it, not with the login page (which
 * needs none of it). Business refusals and ended sessions are not retried.
 */
export function queryClientOf(platform: Platform): QueryClient {
  let client = clients.get(platform);
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          refetchOnWindowFocus: false,
          // Showing a cached tab again is not a new visit: its data stays as it was (刷新 reloads it),
          // unless a change elsewhere invalidated it meanwhile (a list after an action on its detail).
          refetchOnMount: (query) => query.state.isInvalidated || !isRevealingTab(),
          retry: (count, error) => !(isApiError(error) && (error.kind === 'business' || error.kind === 'session')) && count < 1,
        },
        mutations: { retry: false },
      },
    });
    clients.set(platform, client);
  }
  return client;
}
