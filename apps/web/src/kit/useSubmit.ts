import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@tzsb/sdk';
import { modals } from '@mantine/modals';

/** What a submission that got no answer in time tells the user: it may have gone through. */
const TIMED_OUT_MESSAGE = '服务器响应超时，本次提交可能已经成功。请先查看该记录的状态，确认未成功后再重新提交';

/** True for a call that got no answer in time (the SDK tells a timeout apart from a network failure). */
export const isTimeout = (e: unknown): boolean => isApiError(e) && e.kind === 'transport' && e.transport === 'timeout';

/** The message of a failed submission, as the user reads it. */
export const failureMessage = (e: unknown): string =>
  isTimeout(e) ? TIMED_OUT_MESSAGE : e instanceof Error ? e.message : String(e);

export type SubmitResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Asks before sending again what timed out: it may have reached the server already. Resolves true
 * when the user says send it again.
 */
const confirmResend = (): Promise<boolean> =>
  new Promise((resolve) => {
    modals.openConfirmModal({
      title: '上次提交超时',
      centered: true,
      children: TIMED_OUT_MESSAGE,
      labels: { confirm: '确认未成功，再次提交', cancel: '先不提交' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });

/**
 * The busy and failure state of a form's or dialog's submission, in one place: from the click until
 * the answer the submission is busy (its buttons show it), and a second click or Enter in that time
 * sends nothing. A failure keeps its message for the form to show beside what was typed. A
 * submission that timed out is not sent again without the user's word (`confirmResend`): it may
 * have gone through.
 * `K` names the buttons that submit (`'save' | 'commit'`), so the one pressed shows the spinner.
 */
export function useSubmit<K extends string = 'submit'>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const timedOut = useRef<K | null>(null);
  const run = useCallback(async <R>(which: K, work: () => Promise<R>): Promise<SubmitResult<R> | null> => {
    // Already sending: this click or Enter is the same submission.
    if (running.current) return null;
    running.current = true;
    try {
      if (timedOut.current === which && !(await confirmResend())) return null;
      setBusy(which);
      setFailure(null);
      try {
        const value = await work();
        timedOut.current = null;
        return { ok: true, value };
      } catch (error) {
        if (isTimeout(error)) timedOut.current = which;
        setFailure(failureMessage(error));
        return { ok: false, error };
      }
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, failure, setFailure, run };
}
