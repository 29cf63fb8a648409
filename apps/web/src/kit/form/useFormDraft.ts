import { useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { useDraftOwner } from './useDraftOwner';
import { useDraftWriter } from './useDraftWriter';
import { useTabDiscard } from '@/kit/dirty';

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
  const owner = useDraftOwner();
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (restoredFor.current === key) return;
    restoredFor.current = key;
    const draft = readDraft<Partial<V>>(owner, key);
    if (!draft) return;
    form.setValues({ ...form.getValues(), ...draft.values });
    setRestoredAt(draft.savedAt);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft key: the form is read as it is then
  const dirty = form.isDirty();
  const writer = useDraftWriter(() => {
    if (form.isDirty()) writeDraft(owner, key, form.getValues());
    else clearDraft(owner, key);
  }, [form.values, dirty]);
  const forget = () => {
    writer.cancel();
    clearDraft(owner, key);
    setRestoredAt(null);
  };
  useTabDiscard(() => {
    writer.cancel();
    clearDraft(owner, key);
  });
  return {
    restoredAt,
    saved: forget,
    discard: () => {
      forget();
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
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per draft key, as for useFormDraft
  const dirty = Object.keys(values).some((k) => values[k] !== initial[k]);
  const writer = useDraftWriter(() => {
    if (dirty) writeDraft(owner, key, values);
    else clearDraft(owner, key);
  }, [JSON.stringify(values)]);
  const forget = () => {
    writer.cancel();
    clearDraft(owner, key);
    setRestoredAt(null);
  };
  return { restoredAt, saved: forget, discard: forget };
}
