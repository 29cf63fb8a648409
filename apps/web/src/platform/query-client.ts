import { QueryClient } from '@tanstack/react-query';
import type { Platform } from './platform';
import { isRevealingTab } from './tab-reveal';

const clients = new WeakMap<Platform, QueryClient>();

/**
 * The platform's one query cache. It lives here rather than in the platform object so that the
 * query library loads with the shell and the pages that use it, not with the login page (which
 * needs none of it). No retries here: the SDK client already retries what is safe to repeat (reads
 * after a dropped connection, a time-out, 502/503/504 or 429, with back-off), and a business
 * refusal or an ended session is not worth repeating.
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
          retry: false,
        },
        mutations: { retry: false },
      },
    });
    clients.set(platform, client);
  }
  return client;
}
