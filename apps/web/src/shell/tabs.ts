import { useSyncExternalStore } from 'react';
import { findShellRoute } from '@/platform/routing';
import { local, readStored, z } from '@/platform/stored';

/** One open tab: one per visited route and query (the same route with another query is its own tab). */
export interface Tab {
  /** pathname + search: the tab's identity and its cache key. */
  key: string;
  pathname: string;
  search: string;
  title: string;
  /** Pinned: kept left (after home), left alone by 关闭其他 / 关闭所有 / 关闭左侧 / 关闭右侧 and by the tab cap. */
  pinned?: boolean;
  /** When the tab was last shown (ms since the epoch): the tab cap closes the least recently used first. */
  usedAt?: number;
}

const STORAGE_KEY = 'tzsb.tabs';

const tabSchema = z.object({
  key: z.string(),
  pathname: z.string(),
  search: z.string(),
  title: z.string(),
  pinned: z.optional(z.boolean()),
  usedAt: z.optional(z.number()),
});

/**
 * The tab list (spec 2.4): home first and never closed, saved in localStorage, re-checked against
 * access when restored and dropped at logout so nobody inherits the previous user's tabs. Pinned
 * tabs follow home, then the others: [home, ...pinned, ...unpinned], each part in the user's order.
 */
export class TabStore {
  private tabs: readonly Tab[] = [];
  private versions = new Map<string, number>();
  private listeners = new Set<() => void>();
  private snapshot: { tabs: readonly Tab[]; versions: ReadonlyMap<string, number> } = { tabs: [], versions: new Map() };
  /**
   * Whether the list was restored from a saved one (for the "absent on load" rule); no longer once
   * the session ends, so a login in the same window opens the page it was sent to.
   */
  restored: boolean;

  constructor(
    private home: Tab,
    private storage: Storage | null = local(),
  ) {
    // A saved tab whose route no longer exists (a newer version of the app) is left out.
    const saved = readStored(this.storage, STORAGE_KEY, z.array(tabSchema));
    this.restored = saved !== null;
    this.tabs = this.withHome(saved ? saved.filter((t) => !!findShellRoute(t.pathname)) : []);
    this.emit(false);
  }

  private withHome(list: readonly Tab[]): Tab[] {
    const rest = list.filter((t) => t.key !== this.home.key);
    return [this.home, ...rest.filter((t) => t.pinned), ...rest.filter((t) => !t.pinned)];
  }

  private emit(save = true) {
    this.snapshot = { tabs: this.tabs, versions: new Map(this.versions) };
    if (save) this.save();
    for (const l of this.listeners) l();
  }

  private save() {
    this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.tabs));
  }

  readonly subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  readonly getSnapshot = () => this.snapshot;
  get list(): readonly Tab[] {
    return this.tabs;
  }
  get homeKey() {
    return this.home.key;
  }
  has(key: string) {
    return this.tabs.some((t) => t.key === key);
  }

  /** Changes which route is home (the role type decides it); the home tab moves to the front. */
  setHome(home: Tab) {
    if (home.key === this.home.key) return;
    const oldHome = this.home;
    this.home = home;
    this.tabs = this.withHome(this.tabs.filter((t) => t.key !== oldHome.key));
    this.emit();
  }

  /** Keeps only the tabs whose route the user may still open. */
  retain(allowed: (tab: Tab) => boolean) {
    const next = this.withHome(this.tabs.filter((t) => t.key === this.home.key || allowed(t)));
    if (next.length !== this.tabs.length) {
      this.tabs = next;
      this.emit();
    }
  }

  /** Opens (or retitles) the tab of a visited route; a new tab comes last. */
  open(tab: Tab) {
    const i = this.tabs.findIndex((t) => t.key === tab.key);
    if (i >= 0) {
      if (this.tabs[i].title === tab.title) return;
      this.tabs = this.tabs.map((t, j) => (j === i ? { ...t, title: tab.title } : t));
    } else {
      this.tabs = [...this.tabs, { ...tab, pinned: undefined }];
    }
    this.emit();
  }

  /** The tab is being shown: it becomes the most recently used (saved, nothing re-renders for it). */
  touch(key: string, now = Date.now()) {
    const i = this.tabs.findIndex((t) => t.key === key);
    if (i < 0) return;
    this.tabs = this.tabs.map((t, j) => (j === i ? { ...t, usedAt: now } : t));
    this.save();
  }

  /** Pins or unpins a tab (never home): a pinned tab goes to the end of the pinned ones, an unpinned one to the start of the others. */
  pin(key: string, pinned: boolean) {
    const tab = this.tabs.find((t) => t.key === key);
    if (!tab || key === this.home.key || !!tab.pinned === pinned) return;
    const rest = this.tabs.filter((t) => t.key !== key);
    const moved = { ...tab, pinned: pinned || undefined };
    const firstUnpinned = rest.findIndex((t, i) => i > 0 && !t.pinned);
    const at = firstUnpinned < 0 ? rest.length : firstUnpinned;
    this.tabs = [...rest.slice(0, at), moved, ...rest.slice(at)];
    this.emit();
  }

  /**
   * Moves a tab to `index` of the list, within its own part (home stays first, pinned tabs stay
   * before the others). Returns the index it ends at, or -1 when it cannot move.
   */
  moveTo(key: string, index: number): number {
    const { list, to } = moveWithinPart(this.tabs, key, index);
    if (list !== this.tabs) {
      this.tabs = list;
      this.emit();
    }
    return to;
  }

  /** The tab the cap closes first: the least recently used that is neither home, pinned nor `keep`. */
  leastRecentlyUsed(keep: string, skip: (tab: Tab) => boolean = () => false): Tab | undefined {
    let found: Tab | undefined;
    for (const t of this.tabs) {
      if (t.key === this.home.key || t.pinned || t.key === keep || skip(t)) continue;
      if (!found || (t.usedAt ?? 0) < (found.usedAt ?? 0)) found = t;
    }
    return found;
  }

  /** The page of tab `oldKey` rewrote its own query: the tab takes the new address in place. */
  rekey(oldKey: string, tab: Tab) {
    const i = this.tabs.findIndex((t) => t.key === oldKey);
    if (i < 0 || oldKey === this.home.key || oldKey === tab.key) {
      this.open(tab);
      return;
    }
    if (this.has(tab.key)) {
      this.remove([oldKey]);
      this.open(tab);
      return;
    }
    this.tabs = this.tabs.map((t, j) => (j === i ? { ...tab, pinned: t.pinned, usedAt: t.usedAt } : t));
    const version = this.versions.get(oldKey);
    this.versions.delete(oldKey);
    if (version !== undefined) this.versions.set(tab.key, version);
    this.emit();
  }

  /** Removes the given tabs (never home); returns the removed keys. */
  remove(keys: Iterable<string>): string[] {
    const drop = new Set([...keys].filter((k) => k !== this.home.key));
    const removed = this.tabs.filter((t) => drop.has(t.key)).map((t) => t.key);
    if (!removed.length) return [];
    this.tabs = this.tabs.filter((t) => !drop.has(t.key));
    for (const k of removed) this.versions.delete(k);
    this.emit();
    return removed;
  }

  /** Where to go after closing `key` while it is active: its right neighbour, else its left. */
  neighbour(key: string): Tab {
    const i = this.tabs.findIndex((t) => t.key === key);
    return this.tabs[i + 1] ?? this.tabs[i - 1] ?? this.home;
  }

  // What the closing actions close: never home, never a pinned tab.
  private closable(list: readonly Tab[]) {
    return list.filter((t) => t.key !== this.home.key && !t.pinned).map((t) => t.key);
  }
  othersThan(key: string) {
    return this.closable(this.tabs.filter((t) => t.key !== key));
  }
  leftOf(key: string) {
    const i = this.tabs.findIndex((t) => t.key === key);
    return this.closable(this.tabs.slice(0, Math.max(i, 0)));
  }
  rightOf(key: string) {
    const i = this.tabs.findIndex((t) => t.key === key);
    return i < 0 ? [] : this.closable(this.tabs.slice(i + 1));
  }
  all() {
    return this.closable(this.tabs);
  }

  /** Remounts a tab's page (刷新). */
  refresh(key: string) {
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    this.emit(false);
  }

  /** Logout: forget every tab but home, in memory and in storage. */
  reset() {
    this.restored = false;
    this.tabs = [this.home];
    this.versions.clear();
    this.storage?.removeItem(STORAGE_KEY);
    this.emit(false);
  }
}

/**
 * The list with the tab `key` moved to `index`, kept within its part (home first, then the pinned
 * tabs, then the others); `to` is where it ends, -1 for home or an unknown tab.
 */
export function moveWithinPart(tabs: readonly Tab[], key: string, index: number): { list: readonly Tab[]; to: number } {
  const from = tabs.findIndex((t) => t.key === key);
  if (from <= 0) return { list: tabs, to: -1 };
  const pinnedCount = tabs.filter((t) => t.pinned).length;
  const [lo, hi] = tabs[from].pinned ? [1, pinnedCount] : [pinnedCount + 1, tabs.length - 1];
  const to = Math.min(hi, Math.max(lo, index));
  if (to === from) return { list: tabs, to };
  const list = tabs.filter((t) => t.key !== key);
  list.splice(to, 0, tabs[from]);
  return { list, to };
}

export const useTabs = (store: TabStore) => useSyncExternalStore(store.subscribe, store.getSnapshot);
