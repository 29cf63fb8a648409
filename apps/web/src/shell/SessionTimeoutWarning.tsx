import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { usePlatform } from '@/platform/PlatformContext';
import { useLogout } from './useLogout';

// The dialog (Mantine's modal) loads when it is first needed.
const SessionTimeoutDialog = lazy(() => import('./SessionTimeoutDialog'));

/** How long before the session ends the warning comes. */
const WARN_BEFORE_MS = 2 * 60 * 1000;

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * When the server says how long the session lives (`X-Session-Expires-In` on its answers), two
 * minutes before it ends a dialog says so, counting down, with 继续使用 (one call, whose answer moves
 * the end later) and 退出登录. Left alone, the session ends as a time-out: login, and back here
 * after, with unsaved forms kept as drafts.
 */
export function SessionTimeoutWarning() {
  const platform = usePlatform();
  const { sessionClock, auth } = platform;
  const endsAt = useSyncExternalStore(sessionClock.subscribe, sessionClock.getEndsAt);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const logout = useLogout();

  const phase = endsAt === null ? 'none' : endsAt - now <= WARN_BEFORE_MS ? 'warn' : 'wait';
  useEffect(() => {
    if (endsAt === null) return;
    const left = endsAt - Date.now();
    if (left <= 0) {
      platform.endSession('expired');
      return;
    }
    setNow(Date.now());
    // Until the warning, one timer; during it, a tick a second for the countdown.
    if (left > WARN_BEFORE_MS) {
      const t = window.setTimeout(() => setNow(Date.now()), left - WARN_BEFORE_MS);
      return () => window.clearTimeout(t);
    }
    const t = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= endsAt) platform.endSession('expired');
    }, 1000);
    return () => window.clearInterval(t);
  }, [endsAt, phase, platform]);

  const warning = phase === 'warn';
  const keepGoing = async () => {
    setBusy(true);
    try {
      await auth.loadUnit();
    } catch {
      // A failed call says why itself (a 401 ends the session); the dialog stays while time is left.
    } finally {
      setBusy(false);
    }
  };

  return warning ? (
    <Suspense fallback={null}>
      <SessionTimeoutDialog
        left={mmss((endsAt ?? now) - now)}
        busy={busy}
        onKeepGoing={() => void keepGoing()}
        onLogout={() => void logout()}
      />
    </Suspense>
  ) : null;
}
