import { useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { useDraftOwner } from './useDraftOwner';
import { useDraftWriter } from './useDraftWriter';
import { useTabDiscard } from '@/kit/dirty';

/**
 * What both drafts below share: the draft kept under `key` is restored once per key (`restore`),
 * written as typing pauses after a change of `triggers` while `current()` gives values (nothing
 * changed: it gives null and the draft is dropped), and forgotten on demand.
 */
function useKeptDraft<V extends Record<string, string>>(
  key: string,
  restore: (values: Partial<V>) => void,
  current: () => V | null,
  triggers: readonly unknown[],
) {
  const owner = useDraftOwner();
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (restoredFor.current === key) return;
    restoredFor.current = key;
    const draft = readDraft<Partial<V>>(owner, key);
    if (!draft) return;
    restore(draft.values);
    setRestoredAt(draft.savedAt);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft key: the form is read as it is then
  const writer = useDraftWriter(() => {
    const values = current();
    if (values) writeDraft(owner, key, values);
    else clearDraft(owner, key);
  }, triggers);
  /** Drops the draft and the write waiting (saved, given up, or the tab discarded). */
  const drop = () => {
    writer.cancel();
    clearDraft(owner, key);
  };
  const forget = () => {
    drop();
    setRestoredAt(null);
  };
  return { restoredAt, drop, forget };
}

/**
 * The local draft of a Mantine form of text values that is not a FormPage (the account page): what
 * was typed comes back after a reload or a session time-out, for the same account (drafts.ts).
 * `restoredAt` says when a restored draft was typed; `saved()` drops it once the server has the
 * values, `discard()` when the user gives it up.
 */
export function useFormDraft<V extends Record<string, string>>(
  form: Pick<UseFormReturnType<V>, 'values' | 'getValues' | 'setValues' | 'isDirty' | 'reset'>,
  key: string,
) {
  const dirty = form.isDirty();
  const kept = useKeptDraft<V>(
    key,
    (values) => form.setValues({ ...form.getValues(), ...values }),
    () => (form.isDirty() ? form.getValues() : null),
    [form.values, dirty],
  );
  useTabDiscard(kept.drop);
  return {
    restoredAt: kept.restoredAt,
    saved: kept.forget,
    discard: () => {
      kept.forget();
      form.reset();
    },
  };
}

/**
 * The local draft of a form kept in plain state (a reply box): the same rules as `useFormDraft`.
 * `values` are compared with `initial` to tell whether there is anything to keep; `restore` puts a
 * kept draft back into the state.
 */
export function useValuesDraft<V extends Record<string, string>>(
  key: string,
  values: V,
  initial: V,
  restore: (values: Partial<V>) => void,
) {
  const dirty = Object.keys(values).some((k) => values[k] !== initial[k]);
  const kept = useKeptDraft<V>(key, restore, () => (dirty ? values : null), [JSON.stringify(values)]);
  return { restoredAt: kept.restoredAt, saved: kept.forget, discard: kept.forget };
}
