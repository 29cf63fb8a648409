import { local, readStored, writeStored, z } from '@/platform/stored';

/**
 * What a user chose for a list in this browser: the columns' order and which are hidden, the
 * density, and named filters (常用筛选). Preferences, not data: kept per account and per list across
 * logins (never dropped at logout like drafts), and under the login name, so on a shared PC another
 * account never sees them.
 */
const PREFIX = 'tzsb.list.';

const prefsSchema = z.object({
  order: z.optional(z.array(z.string())),
  hidden: z.optional(z.array(z.string())),
  density: z.optional(z.enum(['default', 'compact'])),
  filters: z.optional(z.array(z.object({ name: z.string(), values: z.record(z.string(), z.string()) }))),
});

export type ListPrefs = z.infer<typeof prefsSchema>;
export type Density = NonNullable<ListPrefs['density']>;
export type SavedFilter = NonNullable<ListPrefs['filters']>[number];

const NONE: ListPrefs = Object.freeze({});

/**
 * The storage key of an account's preferences for a list (`list` is its route name); both parts
 * encoded, so the separator (encoded inside them) tells `a.b` + `c` from `a` + `b.c`.
 */
export const listPrefsKey = (account: string, list: string) =>
  `${PREFIX}${encodeURIComponent(account)}/${encodeURIComponent(list)}`;

/** The preferences kept under `key`; none when absent or unreadable (unreadable ones are removed). */
export function readListPrefs(key: string): ListPrefs {
  return readStored(local(), key, prefsSchema) ?? NONE;
}

/**
 * Preferences read once per key and shared by every list shown with it (a page in two tabs of the
 * shell), so a render reads no storage; a change made in another browser tab comes through the
 * storage event.
 */
const cache = new Map<string, ListPrefs>();
const listeners = new Map<string, Set<() => void>>();

function notify(key: string) {
  for (const l of listeners.get(key) ?? []) l();
}

export function listPrefs(key: string): ListPrefs {
  let prefs = cache.get(key);
  if (!prefs) {
    prefs = readListPrefs(key);
    cache.set(key, prefs);
  }
  return prefs;
}

/** Changes the preferences under `key`: kept in storage and shown by every list using them. */
export function updateListPrefs(key: string, change: (prefs: ListPrefs) => ListPrefs) {
  const next = change(listPrefs(key));
  cache.set(key, next);
  writeStored(local(), key, next);
  notify(key);
}

let listening = false;

export function subscribeListPrefs(key: string, listener: () => void): () => void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('storage', (e) => {
      if (e.key === null) {
        const keys = [...cache.keys()];
        cache.clear();
        keys.forEach(notify);
      } else if (e.key.startsWith(PREFIX) && cache.has(e.key)) {
        cache.delete(e.key);
        notify(e.key);
      }
    });
  }
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Forgets what was read (tests: storage changed behind the cache). */
export function resetListPrefsCache() {
  cache.clear();
}
