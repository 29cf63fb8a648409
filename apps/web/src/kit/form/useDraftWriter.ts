import { useEffect, useRef } from 'react';

/** How long typing pauses before a form's local draft is written. */
const DRAFT_DELAY_MS = 300;

/**
 * Writes a form's local draft once typing pauses after a change of `triggers`, and at once when the
 * page is hidden or gives its DOM back (another tab shown: effects clean up), so nothing typed just
 * before is lost. `cancel()` drops the write waiting (the record was just saved).
 */
export function useDraftWriter(write: () => void, triggers: readonly unknown[], enabled = true) {
  const latest = useRef(write);
  latest.current = write;
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const run = () => {
      pending.current = null;
      latest.current();
    };
    pending.current = run;
    timer.current = setTimeout(run, DRAFT_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, triggers); // eslint-disable-line react-hooks/exhaustive-deps -- the caller names what a change of is a new draft; `write` is read as it is then
  useEffect(() => () => pending.current?.(), []);
  return {
    cancel: () => {
      // Neither the timer nor the page's unmount may write a draft just dropped.
      clearTimeout(timer.current);
      pending.current = null;
    },
  };
}
