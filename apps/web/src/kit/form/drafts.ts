import { local, readStored, storedKeys, writeStored, z } from '@/platform/stored';
import { maskPersonalText } from '@/platform/personal-data';

/**
 * Local drafts: what a form held when its page was left unsaved (a reload, a session time-out), in
 * this browser's localStorage, per account. A draft belongs to the user who typed it: it is offered
 * to that user only, goes at a deliberate logout or password change (`forgetDrafts`), stays across a
 * time-out, and when another account logs in on the browser every draft of other accounts goes
 * (`keepDraftsOf`). Personal values in it (ID numbers, mobiles and phones, bank accounts) are kept
 * for the working day they were typed in and are dropped when read back later (PIPL: kept no longer
 * than the purpose needs).
 */
export interface Draft<V> {
  values: V;
  savedAt: number;
}

const PREFIX = 'tzsb.draft.';
/** The owner of drafts typed without a session (the registration form). */
export const ANONYMOUS_DRAFTS = 'anonymous';

const draftSchema = z.object({ values: z.record(z.string(), z.string()), savedAt: z.number() });

const ownerPrefix = (owner: string) => `${PREFIX}${encodeURIComponent(owner)}.`;
const storageKey = (owner: string, key: string) => ownerPrefix(owner) + key;

/** Owners whose drafts were forgotten in this page's life: a form still open for them writes nothing more. */
const forgotten = new Set<string>();

/** Field names that hold personal data, and values that look like an ID or mobile number. */
const PERSONAL_NAME = /id_?card|identity|mobile|phone|tel|bank|account/i;
const isPersonal = (name: string, value: string) => PERSONAL_NAME.test(name) || maskPersonalText(value) !== value;

/** The start of the working day `now` falls in (local midnight). */
const dayStart = (now: number) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** A draft as it may be offered at `now`: personal values typed before today are left out. */
function current<V>(draft: Draft<Record<string, string>>, now: number): Draft<V> | null {
  if (draft.savedAt >= dayStart(now)) return draft as Draft<V>;
  const values = Object.fromEntries(Object.entries(draft.values).filter(([k, v]) => !isPersonal(k, v)));
  return Object.keys(values).length ? { values: values as V, savedAt: draft.savedAt } : null;
}

/** The owner's draft under `key`, or null (none, unreadable, or nothing left once old personal values go). */
export function readDraft<V>(owner: string, key: string, now = Date.now()): Draft<V> | null {
  const storage = local();
  const stored = readStored(storage, storageKey(owner, key), draftSchema);
  if (!stored) return null;
  const draft = current<V>(stored, now);
  if (draft !== stored) {
    if (draft) writeStored(storage, storageKey(owner, key), draft);
    else storage?.removeItem(storageKey(owner, key));
  }
  return draft;
}

/** Keeps what a form holds; nothing once the owner's drafts were forgotten (they logged out). */
export function writeDraft(owner: string, key: string, values: Record<string, string>) {
  if (forgotten.has(owner)) return;
  writeStored(local(), storageKey(owner, key), { values, savedAt: Date.now() } satisfies Draft<unknown>);
}

export function clearDraft(owner: string, key: string) {
  try {
    local()?.removeItem(storageKey(owner, key));
  } catch {
    /* no storage, no draft */
  }
}

/** A deliberate logout or password change: the user's drafts go, and their forms still open write none. */
export function forgetDrafts(owner: string) {
  forgotten.add(owner);
  const storage = local();
  for (const k of storedKeys(storage, ownerPrefix(owner))) storage?.removeItem(k);
}

/**
 * `owner` is the one signed in: the drafts of every other account (and those typed without an
 * account) go, and the owner's are read once so that personal values from an earlier day go too.
 */
export function keepDraftsOf(owner: string, now = Date.now()) {
  forgotten.delete(owner);
  const storage = local();
  const mine = ownerPrefix(owner);
  for (const k of storedKeys(storage, PREFIX)) {
    if (!k.startsWith(mine)) storage?.removeItem(k);
    else readDraft(owner, k.slice(mine.length), now);
  }
}
