/** The answer header that says how many seconds the session has left (the server's idle limit). */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-In';

/**
 * When the session ends, as the server last said (`X-Session-Expires-In` on any answer): every
 * answer moves the end later. Null while no answer has said so (a server that does not send it
 * gets no warning).
 */
export function createSessionClock(now = () => Date.now()) {
  let endsAt: number | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    /** An answer's header value: seconds left. Anything but a positive number is ignored. */
    heard(header: string | null) {
      if (header === null || !/^\s*\d+(\.\d+)?\s*$/.test(header)) return;
      const seconds = Number(header);
      if (!(seconds > 0)) return;
      endsAt = now() + seconds * 1000;
      emit();
    },
    /** The session ended: nothing to count down. */
    stop() {
      if (endsAt === null) return;
      endsAt = null;
      emit();
    },
    getEndsAt: () => endsAt,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}
