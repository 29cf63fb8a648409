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
export function useFormDraft<V extends Record<string, string>>(form: Pick<UseFormReturnType<V>, 'values' | 'getValues' | 'setValues' | 'isDirty' | 'reset'>, key: string) {
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
  const forget = () => { writer.cancel(); clearDraft(owner, key); setRestoredAt(null); };
  useTabDiscard(() => { writer.cancel(); clearDraft(owner, key); });
  return { restoredAt, saved: forget, discard: () => { forget(); form.reset(); } };
}
