import { useEffect, useState } from 'react';
import { useSessionState } from '@/platform/PlatformContext';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { useDraftOwner } from './useDraftOwner';
import { useDraftWriter } from './useDraftWriter';

/**
 * Drafts of forms in dialogs (FormDialog, ReasonDialog): what was typed is kept like a page's draft
 * (drafts.ts: per account, gone at logout, kept across a time-out) and offered when the same dialog
 * opens again for the same record on the same page. A dialog open when the session timed out is
 * opened again once its user is back on that page (this page's memory only: after a reload the
 * draft waits until the user opens the dialog).
 */

/** Two 32-bit FNV-1a hashes of the text: a key that names the dialog without holding any of its values. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

const address = () => window.location.pathname + window.location.search;

/** The draft key of a dialog: the page it is opened on and what it is opened with (its title, what it is about, its first values). */
export const dialogDraftKey = (...parts: unknown[]): string =>
  `dialog.${hash(JSON.stringify([window.location.pathname, ...parts]))}`;

interface OpenDialog {
  key: string;
  address: string;
  reopen: () => void;
}
/** Dialogs with a draft that are open or were open when the shell went (a session end): none closed by the user. */
const openDialogs = new Set<OpenDialog>();

/** What a dialog's form knows of its own end: `closed` once the user closed it or it succeeded (its draft then goes). */
export interface DialogDraft {
  key: string;
  closed: boolean;
  close: () => void;
}

/** Remembers an open dialog until it is closed; `reopen` shows it again after a time-out login. */
export function trackDialogDraft(key: string, reopen: () => void): DialogDraft {
  const entry: OpenDialog = { key, address: address(), reopen };
  openDialogs.add(entry);
  const draft: DialogDraft = {
    key,
    closed: false,
    close: () => {
      draft.closed = true;
      openDialogs.delete(entry);
    },
  };
  return draft;
}

/**
 * The shell is back (a login): the dialogs that were open on this page when the session timed out,
 * and hold a draft of the signed-in user, open again. Every other one is forgotten.
 */
export function reopenDialogDrafts(owner: string) {
  const due = [...openDialogs];
  openDialogs.clear();
  const here = address();
  for (const d of due) if (d.address === here && readDraft(owner, d.key)) d.reopen();
}

/** In the shell, inside the dialogs' provider: reopens at its start what a time-out closed. */
export function useReopenDialogDrafts() {
  const { user } = useSessionState();
  const id = user?.id;
  useEffect(() => {
    if (!id) return;
    // After the provider's own effects: a dialog opened before it listens would not show.
    const t = setTimeout(() => reopenDialogDrafts(id));
    return () => clearTimeout(t);
  }, [id]);
}

/**
 * The draft of the form in a dialog: restored when the dialog opens (`restore` gets the kept
 * values), written once typing pauses while the form differs from how it opened, and removed when
 * the dialog is closed by the user or succeeds (`draft.closed`). No draft without `draft` (a view).
 */
export function useDialogDraft<V extends Record<string, string>>(
  draft: DialogDraft | null,
  current: () => V,
  dirty: boolean,
  triggers: readonly unknown[],
  restore: (values: Partial<V>) => void,
) {
  const owner = useDraftOwner();
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  useEffect(() => {
    if (!draft) return;
    const kept = readDraft<Partial<V>>(owner, draft.key);
    if (kept) {
      restore(kept.values);
      setRestoredAt(kept.savedAt);
    }
    return () => {
      if (draft.closed) clearDraft(owner, draft.key);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per dialog: its draft key and owner are fixed while it is open
  const writer = useDraftWriter(
    () => {
      if (!draft) return;
      if (draft.closed || !dirty) clearDraft(owner, draft.key);
      else writeDraft(owner, draft.key, current());
    },
    triggers,
    !!draft,
  );
  /** 放弃草稿: the kept values go; the caller puts the form back as it opened. */
  const discard = () => {
    writer.cancel();
    if (draft) clearDraft(owner, draft.key);
    setRestoredAt(null);
  };
  return { restoredAt, discard };
}
