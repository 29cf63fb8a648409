import { Activity, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useOutlet, type Location } from 'react-router';
import { findShellRoute } from '@/platform/routing';
import { type Tab } from './tabs';
import { isSameTabNavigation, tabKey } from '@/platform/tab-identity';
import { setRevealingTab } from '@/platform/tab-reveal';
import { LAYOUT } from '@/platform/layout';
import { restoreScroll, scrollToTop, stopScrolling } from './scroll';

interface Cached {
  element: ReactNode;
  location: Location;
  id: number;
  /** The location context the page sees: one object per address, so showing another tab re-renders nothing here. */
  context: { location: Location; navigationType: never };
  /** When the page was last shown (a counter): beyond `keepAlive` pages, the one shown longest ago gives its DOM back. */
  shownAt: number;
}

/**
 * Shows the active tab's page and keeps the other tabs' pages alive but hidden (`<Activity>`: state
 * and DOM kept, effects paused). Each cached page sees its own location, so a hidden list page keeps
 * its own query, and two tabs of one route with different queries never share a cache.
 *
 * At most `keepAlive` pages are kept (the shown one included, runtime config `keepAlivePages`): the
 * page shown longest ago gives its DOM and state back, its tab stays. Shown again, it renders anew
 * from its tab's address (which holds a list's filters and page) and goes back to where it was
 * scrolled, once its content is tall enough.
 */
export function PageHost({
  tabs,
  versions,
  keepAlive,
}: {
  tabs: readonly Tab[];
  versions: ReadonlyMap<string, number>;
  keepAlive: number;
}) {
  const outlet = useOutlet();
  const location = useLocation();
  const activeKey = tabKey(location.pathname, location.search);
  const cache = useRef(new Map<string, Cached>());
  const ids = useRef(0);
  const clock = useRef(0);
  // Tabs whose page gave its DOM back: shown again, they get their scroll position back.
  const evicted = useRef(new Set<string>());
  const previousKey = useRef(activeKey);
  const route = findShellRoute(location.pathname)?.route;
  const cacheable = !!route && !route.notCache;

  // Where each tab's page was scrolled to, so showing it again puts it back there.
  const scrolls = useRef(new Map<string, number>());
  const shownKey = useRef(activeKey);
  useEffect(() => {
    const remember = () => scrolls.current.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Showing a page kept in the cache (not a page rewriting its own query, not a new one).
  const navigated = previousKey.current !== activeKey;
  const revealing = navigated && cache.current.has(activeKey) && !isSameTabNavigation(location.state);

  // A page that rewrote its own query (filters, paging) stays mounted under its tab's new address.
  if (previousKey.current !== activeKey) {
    // Where the page being left is scrolled to, read now: the commit hides it (which clamps the
    // window's scroll), and its last scroll event may come only after that, with the next frame.
    if (shownKey.current === previousKey.current) scrolls.current.set(shownKey.current, window.scrollY);
    const previous = cache.current.get(previousKey.current);
    if (
      previous &&
      isSameTabNavigation(location.state) &&
      previous.location.pathname === location.pathname &&
      !cache.current.has(activeKey)
    ) {
      cache.current = new Map(
        [...cache.current].map(([k, e]) => (k === previousKey.current ? [activeKey, e] : [k, e])),
      );
    }
    previousKey.current = activeKey;
  }

  // Closed tabs drop their cache and what was kept of their page.
  const open = new Set(tabs.map((t) => t.key));
  for (const k of cache.current.keys()) if (!open.has(k) && k !== activeKey) cache.current.delete(k);
  for (const k of evicted.current) if (!open.has(k) && k !== activeKey) evicted.current.delete(k);
  for (const k of scrolls.current.keys()) if (!open.has(k) && k !== activeKey) scrolls.current.delete(k);
  if (cacheable) {
    // The same address as cached: keep the cached element and context, so a page shown again (or a
    // shell re-render) does not re-render it; a new address of the page gives it the new ones.
    const prev = cache.current.get(activeKey);
    const same = !!prev && prev.location.pathname === location.pathname && prev.location.search === location.search;
    const entry = same
      ? prev
      : {
          element: outlet,
          location,
          id: prev?.id ?? ++ids.current,
          context: { location, navigationType: 'POP' as never },
          shownAt: 0,
        };
    if (navigated || !entry.shownAt) entry.shownAt = ++clock.current;
    cache.current.set(activeKey, entry);
  } else cache.current.delete(activeKey);

  // Beyond `keepAlive` pages, those shown longest ago give their DOM back (their tabs stay).
  const hidden = [...cache.current.entries()]
    .filter(([k]) => k !== activeKey)
    .sort((a, b) => b[1].shownAt - a[1].shownAt);
  for (const [k] of hidden.slice(Math.max(0, keepAlive - 1))) {
    cache.current.delete(k);
    evicted.current.add(k);
  }

  // Spec 2.3: after a navigation the page scrolls to the top (animated); a cached tab shown again
  // goes back to where it was instead. The reveal flag spans the commit, so the shown page's
  // effects (which re-run) fetch nothing; this host's effects run after its children's.
  useLayoutEffect(() => {
    if (shownKey.current === activeKey) return;
    shownKey.current = activeKey;
    if (evicted.current.delete(activeKey)) {
      // A page rendered anew: back to where it was once its content (data, scroll areas) is there.
      stopScrolling();
      return restoreScroll(scrolls.current.get(activeKey) ?? 0);
    }
    if (revealing) {
      stopScrolling();
      setRevealingTab(true);
      // Some of the page's height comes back with its effects (scroll areas measure themselves): the
      // position goes back as soon as the page is tall enough for it (a slow machine may take a
      // few frames), unless the user scrolls or clicks first.
      return restoreScroll(scrolls.current.get(activeKey) ?? 0, LAYOUT.revealScrollPatienceMs);
    }
    scrollToTop(LAYOUT.scrollDurationMs);
  }, [activeKey]); // eslint-disable-line react-hooks/exhaustive-deps -- runs when another tab is shown; `revealing` belongs to that render
  useEffect(() => {
    setRevealingTab(false);
  }, [activeKey]);

  return (
    <>
      {[...cache.current.entries()].map(([key, entry]) => (
        <Activity key={`${entry.id}#${versions.get(key) ?? 0}`} mode={key === activeKey ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext.Provider value={entry.context}>{entry.element}</UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!cacheable && <div key={`${activeKey}#${versions.get(activeKey) ?? 0}`}>{outlet}</div>}
    </>
  );
}
