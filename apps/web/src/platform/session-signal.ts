/**
 * A session ends in every tab of the app at once: the tab where it ended tells the others, over a
 * BroadcastChannel, or where there is none through a storage event (a key written and removed at
 * once). No zod here: the platform posts from the start; listening is the shell's
 * (sessionSignalListener.ts).
 */
export type SessionEndReason = 'logout' | 'password' | 'expired';

interface SessionEndSignal {
  ended: SessionEndReason;
  at: number;
}

export const SESSION_CHANNEL = 'tzsb.session';
export const SESSION_SIGNAL_KEY = 'tzsb.sessionSignal';

export const hasBroadcastChannel = () => typeof BroadcastChannel !== 'undefined';

export function postSessionEnd(reason: SessionEndReason) {
  const signal: SessionEndSignal = { ended: reason, at: Date.now() };
  if (hasBroadcastChannel()) {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage(signal);
    channel.close();
    return;
  }
  try {
    localStorage.setItem(SESSION_SIGNAL_KEY, JSON.stringify(signal));
    localStorage.removeItem(SESSION_SIGNAL_KEY);
  } catch {
    /* no storage: the other tabs find out at their next call, which is refused */
  }
}
