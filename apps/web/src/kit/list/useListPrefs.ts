import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useSessionState } from '@/platform/PlatformContext';
import { findShellRoute } from '@/platform/routing';
import { listPrefs, listPrefsKey, subscribeListPrefs, updateListPrefs, type ListPrefs } from './list-prefs';

const NONE: ListPrefs = Object.freeze({});
const nothing = () => () => {};

export interface ListPrefsHandle {
  prefs: ListPrefs;
  update: (change: (prefs: ListPrefs) => ListPrefs) => void;
}

/**
 * The signed-in user's preferences for the list shown here: by its route's name, and by its title
 * when a page shows more than its route's own list. Without a session there are none to keep.
 */
export function useListPrefs(title: string, routeTitle: string): ListPrefsHandle {
  const { user } = useSessionState();
  const { pathname } = useLocation();
  const route = findShellRoute(pathname)?.route.name ?? pathname;
  const key = user ? listPrefsKey(user.loginName, title === routeTitle ? route : `${route}#${title}`) : null;
  const subscribe = useCallback((l: () => void) => (key ? subscribeListPrefs(key, l) : nothing()), [key]);
  const prefs = useSyncExternalStore(subscribe, () => (key ? listPrefs(key) : NONE));
  const update = useCallback((change: (p: ListPrefs) => ListPrefs) => key && updateListPrefs(key, change), [key]);
  return { prefs, update };
}
