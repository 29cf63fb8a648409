import { useCallback, useRef, useState } from 'react';

/** The message of a failed submission, as the user reads it. */
export const failureMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export type SubmitResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * The busy and failure state of a form's or dialog's submission, in one place: from the click until
 * the answer the submission is busy (its buttons show it), and a second click or Enter in that time
 * sends nothing. A failure keeps its message for the form to show beside what was typed.
 * `K` names the buttons that submit (`'save' | 'commit'`), so the one pressed shows the spinner.
 */
export function useSubmit<K extends string = 'submit'>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async <R,>(which: K, work: () => Promise<R>): Promise<SubmitResult<R> | null> => {
    // Already sending: this click or Enter is the same submission.
    if (running.current) return null;
    running.current = true;
    setBusy(which);
    setFailure(null);
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      setFailure(failureMessage(error));
      return { ok: false, error };
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, failure, setFailure, run };
}
