import { parseStored, z } from './stored';
import { SESSION_CHANNEL, SESSION_SIGNAL_KEY, hasBroadcastChannel, type SessionEndReason } from './session-signal';

const signalSchema = z.object({ ended: z.enum(['logout', 'password', 'expired']), at: z.number() });

/** Hears another tab end the session; returns the function that stops listening. */
export function listenSessionEnd(onEnd: (reason: SessionEndReason) => void): () => void {
  if (hasBroadcastChannel()) {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (ev: MessageEvent) => {
      const signal = signalSchema.safeParse(ev.data);
      if (signal.success) onEnd(signal.data.ended);
    };
    return () => channel.close();
  }
  const onStorage = (ev: StorageEvent) => {
    if (ev.key !== SESSION_SIGNAL_KEY || ev.newValue === null) return;
    const signal = parseStored(ev.newValue, signalSchema, SESSION_SIGNAL_KEY);
    if (signal) onEnd(signal.ended);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
