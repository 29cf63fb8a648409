/**
 * The pages a user opened last (route names, most recent first), kept per user in localStorage so
 * the command palette lists them first; a few, since they only order the list.
 */
export const RECENT_LIMIT = 8;
const PREFIX = 'tzsb.recentPages.';

const storageKey = (user: string) => PREFIX + user;

export function readRecent(user: string, storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage): string[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(storageKey(user)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((n): n is string => typeof n === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a route first in the user's list (once), keeping at most RECENT_LIMIT. */
export function rememberRecent(user: string, name: string, storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage): string[] {
  const next = [name, ...readRecent(user, storage).filter((n) => n !== name)].slice(0, RECENT_LIMIT);
  storage?.setItem(storageKey(user), JSON.stringify(next));
  return next;
}
