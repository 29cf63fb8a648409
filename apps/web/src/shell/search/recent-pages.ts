import { local, readStored, storedKeys, writeStored, z } from '@/platform/stored';

/**
 * The pages a user opened last (route names, most recent first), kept per user in localStorage so
 * the command palette lists them first; a few, since they only order the list.
 */
export const RECENT_LIMIT = 8;
const PREFIX = 'tzsb.recentPages.';

const storageKey = (user: string) => PREFIX + user;

/** Whose list it is: the user's login name. */
export const recentOwner = (user: { loginName?: string | null; id: string }) => user.loginName || user.id;

/** The signed-in user's list is the only one the browser keeps. */
export function keepRecentOf(user: string, storage: Storage | null = local()) {
  for (const k of storedKeys(storage, PREFIX)) if (k !== storageKey(user)) storage?.removeItem(k);
}

export function readRecent(user: string, storage: Storage | null = local()): string[] {
  return (readStored(storage, storageKey(user), z.array(z.string())) ?? []).slice(0, RECENT_LIMIT);
}

/** Puts a route first in the user's list (once), keeping at most RECENT_LIMIT. */
export function rememberRecent(user: string, name: string, storage: Storage | null = local()): string[] {
  const next = [name, ...readRecent(user, storage).filter((n) => n !== name)].slice(0, RECENT_LIMIT);
  writeStored(storage, storageKey(user), next);
  return next;
}
