import type { ApiError, Session, TzsbClient, components } from '@tzsb/sdk';
import type { AppConfig } from './config';
import { maskPersonalText } from './personal-data';

/** One recorded error as posted to save_error_logger, plus whether posting it succeeded. */
export type ErrorLogEntry = components['schemas']['ErrorLogEntry'] & {
  /** A failed post keeps the entry (and `retry()` sends it again). */
  posted: boolean;
};

/**
 * The error store: script errors, unhandled rejections and failed calls are kept in a list with a
 * read flag, and posted to save_error_logger. Unlike the shell users know, an entry stays in the
 * list when posting it fails.
 */
export function createErrorLog({ session, enabled }: { config: AppConfig; session: Session; enabled: boolean }) {
  let entries: ErrorLogEntry[] = [];
  let read = true;
  let client: TzsbClient | null = null;
  const listeners = new Set<() => void>();
  let snapshot = { entries, read };
  const emit = () => {
    snapshot = { entries, read };
    listeners.forEach((l) => l());
  };

  const post = async (entry: ErrorLogEntry) => {
    if (!client) return;
    const { posted: _posted, ...body } = entry;
    try {
      // Posted by the app, not by the user: it does not keep an idle session alive (nor move the
      // end the session-timeout warning counts down to).
      await client.POST('/save_error_logger', { params: { query: { __notUpdateSession: true } }, body });
      entries = entries.map((e) => (e === entry ? { ...e, posted: true } : e));
      emit();
    } catch {
      // Kept unposted; `retry()` sends it again.
    }
  };

  const record = (type: ErrorLogEntry['type'], code: string, message: string) => {
    if (!enabled) return;
    const user = session.state.user;
    const entry: ErrorLogEntry = {
      // No citizen ID or mobile number leaves the browser in a log entry (a refusal may quote one, a list's filter may hold one).
      type,
      code,
      message: maskPersonalText(message),
      url: typeof location === 'undefined' ? '' : maskPersonalText(location.href),
      time: Date.now(),
      token: session.state.token ?? '',
      userId: user?.id ?? '',
      userName: user?.name ?? '',
      posted: false,
    };
    entries = [...entries, entry];
    read = false;
    emit();
    void post(entry);
  };

  const log = {
    attach(c: TzsbClient) {
      client = c;
    },
    installGlobalHandlers() {
      if (typeof window === 'undefined' || !enabled) return;
      window.addEventListener('error', (ev) =>
        record('script', ev.error?.name ?? 'Error', ev.message || String(ev.error)),
      );
      window.addEventListener('unhandledrejection', (ev) => {
        const r = ev.reason as { name?: string; message?: string } | undefined;
        // Failed calls are recorded once, by the client hook.
        if (r && (r as { name?: string }).name === 'ApiError') return;
        record('script', r?.name ?? 'UnhandledRejection', r?.message ?? String(ev.reason));
      });
    },
    recordApiError(e: ApiError) {
      if (e.kind === 'session') return; // an ended session is not a fault
      record('ajax', e.status ? String(e.status) : e.kind, `${e.operation ?? ''} ${e.message}`.trim());
    },
    record,
    markRead() {
      read = true;
      emit();
    },
    async retry() {
      await Promise.all(entries.filter((e) => !e.posted).map(post));
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => snapshot,
  };
  return log;
}
