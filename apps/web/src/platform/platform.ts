import { Session, browserStore, createAuth, createTzsbClient, type ApiError } from '@tzsb/sdk';
import type { AppConfig } from './config';
import { createErrorLog } from './errorLog';

/**
 * Where the app's features are combined with the SDK: one session, one client, one auth (the
 * query cache is platform/queryClient.ts). Created once at start from the runtime configuration.
 */
export function createPlatform(config: AppConfig) {
  const session = new Session(browserStore({ cookieDays: config.cookieDays }));
  // An ended session (result "login" or 401) is cleared here once; the shell sends the user to
  // login, and unsaved forms keep their local drafts.
  const expiredListeners = new Set<() => void>();
  const onSessionExpired = (l: () => void) => { expiredListeners.add(l); return () => void expiredListeners.delete(l); };
  const errorLog = createErrorLog({ config, session, enabled: !import.meta.env.DEV || import.meta.env.VITE_ERROR_LOG === '1' });
  const client = createTzsbClient({
    baseUrl: config.apiBaseUrl,
    session,
    onApiError: (e: ApiError) => {
      // The error log's own posts must not log themselves.
      if (e.operation !== 'POST /save_error_logger') errorLog.recordApiError(e);
      if (e.kind === 'session' && session.state.loggedIn) {
        session.clear();
        expiredListeners.forEach((l) => l());
      }
    },
  });
  errorLog.attach(client);
  const auth = createAuth({ client, session, secret: config.cipherSecret });
  return { config, session, client, auth, errorLog, onSessionExpired };
}

export type Platform = ReturnType<typeof createPlatform>;
