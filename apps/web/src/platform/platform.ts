import { ApiError, MESSAGES, Session, browserStore, createAuth, createTzsbClient } from '@tzsb/sdk';
import type { AppConfig } from './config';
import { createErrorLog } from './error-log';
import { clockedFetch } from './server-clock';
import { reportStoredProblemsTo } from './stored-problems';
import { postSessionEnd, type SessionEndReason } from './session-signal';
import { SESSION_EXPIRES_HEADER, createSessionClock } from './session-clock';

/** How a session ended, and whether in this tab (`here`) or in another one of the same browser. */
export interface SessionEnd {
  reason: SessionEndReason;
  here: boolean;
}

/**
 * Where the app's features are combined with the SDK: one session, one client, one auth (the
 * query cache is platform/query-client.ts). Created once at start from the runtime configuration.
 */
export function createPlatform(config: AppConfig) {
  const session = new Session(browserStore({ cookieDays: config.cookieDays }));
  const endedListeners = new Set<(end: SessionEnd) => void>();
  /** Hears every end of the session: logout, password change, time-out, here or in another tab. */
  const onSessionEnded = (l: (end: SessionEnd) => void) => {
    endedListeners.add(l);
    return () => void endedListeners.delete(l);
  };
  const errorLog = createErrorLog({
    config,
    session,
    enabled: !import.meta.env.DEV || import.meta.env.VITE_ERROR_LOG === '1',
  });
  reportStoredProblemsTo((key, message) => errorLog.record('script', 'StoredValue', message));
  const sessionClock = createSessionClock();

  /**
   * The session ended in this tab (`here`: logout and password change after the server's answer,
   * a time-out on a 401 or when the clock ran out) or in another one (`here: false`, heard over
   * the session channel or found at a call). Cleared here once; the other tabs are told; the shell
   * goes to login, and unsaved forms keep their drafts on a time-out only.
   */
  const endSession = (reason: SessionEndReason, here = true) => {
    if (here && session.state.loggedIn) session.clear();
    sessionClock.stop();
    if (here) postSessionEnd(reason);
    endedListeners.forEach((l) => l({ reason, here }));
  };

  /**
   * Every call goes out with the token this tab holds, and only while the browser still holds it:
   * a call made for a session that another tab ended (its cookie gone or replaced) is refused
   * before it leaves, and this tab's session ends. Every answer may say how long the session lives.
   */
  const timedFetch = clockedFetch();
  const sessionFetch = async (request: Request, init?: RequestInit): Promise<Response> => {
    const sid = new URL(request.url).searchParams.get('__sid');
    if (sid !== null) {
      session.sync();
      if (session.state.token !== sid) {
        endSession('expired', false);
        throw new ApiError('session', MESSAGES.sessionExpired, {
          status: 401,
          operation: `${request.method} ${new URL(request.url).pathname}`,
        });
      }
    }
    const response = await timedFetch(request, init);
    // A call that does not count as the user's activity (a poll) does not move the session's end.
    if (new URL(request.url).searchParams.get('__notUpdateSession') !== 'true')
      sessionClock.heard(response.headers.get(SESSION_EXPIRES_HEADER));
    return response;
  };

  const client = createTzsbClient({
    baseUrl: config.apiBaseUrl,
    session,
    fetch: sessionFetch as typeof globalThis.fetch,
    // The client has cleared the session (result "login" or 401): every tab ends it too.
    onSessionExpired: () => endSession('expired'),
    onApiError: (e: ApiError) => {
      // The error log's own posts must not log themselves.
      if (e.operation !== 'POST /save_error_logger') errorLog.recordApiError(e);
    },
  });
  errorLog.attach(client);
  const auth = createAuth({ client, session, secret: config.cipherSecret });
  return { config, session, client, auth, errorLog, sessionClock, endSession, onSessionEnded };
}

export type Platform = ReturnType<typeof createPlatform>;
