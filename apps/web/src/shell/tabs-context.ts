import type { Platform } from '@/platform/platform';
import { findShellRoute, homePath } from '@/platform/routing';
import { TabStore, type Tab } from './tabs';
import { tabKey } from '@/platform/tab-identity';

const stores = new WeakMap<Platform, TabStore>();

/** The home tab: where home is for the current role (see homePath). */
function homeTab(platform: Platform): Tab {
  const pathname = homePath(platform);
  return { key: tabKey(pathname, ''), pathname, search: '', title: findShellRoute(pathname)?.route.title ?? '工作台' };
}

/** The platform's tab store; emptied whenever the session ends (logout, password change, time-out). */
export function tabStoreOf(platform: Platform): TabStore {
  let store = stores.get(platform);
  if (!store) {
    const created = new TabStore(homeTab(platform));
    store = created;
    stores.set(platform, created);
    let wasLoggedIn = platform.session.state.loggedIn;
    platform.session.subscribe(() => {
      const now = platform.session.state.loggedIn;
      if (wasLoggedIn && !now) created.reset();
      // A role change (or user info arriving) may move home.
      created.setHome(homeTab(platform));
      wasLoggedIn = now;
    });
  }
  return store;
}
