import { createElement, lazy, type ComponentType } from 'react';
import type { PageLoader, PageModule } from '../routes';

/**
 * A page whose code is fetched when the guard lets the visitor in, not when the router matches the
 * address: a visitor without a session who opens a shell address loads the login page's code only.
 * The guard awaits `load()` before the route renders, so `Component` renders the loaded page at
 * once; the lazy fallback only covers a render that comes first (it never should).
 */
export interface DeferredPage {
  load: () => Promise<PageModule>;
  Component: ComponentType;
}

const pages = new Map<PageLoader, DeferredPage>();

export function deferredPage(loader: PageLoader): DeferredPage {
  const known = pages.get(loader);
  if (known) return known;
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const load = () =>
    (pending ??= loader().then(
      (m) => (loaded = m),
      (e) => { pending = undefined; throw e; }, // a failed chunk may be fetched again
    ));
  const Fallback = lazy(async () => ({ default: (await load()).default }));
  const Component = () => createElement(loaded ? loaded.default : Fallback);
  const page = { load, Component };
  pages.set(loader, page);
  return page;
}

/** Runs `work` once the browser is idle (soon after, where requestIdleCallback is missing). */
export function whenIdle(work: () => void, timeout = 2000) {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout });
  else setTimeout(work, 200);
}
