import { createElement, use, type ComponentType } from 'react';
import type { PageLoader, PageModule } from '@/platform/page-loader';

/**
 * A page whose code is fetched when the guard lets the visitor in, not when the router matches the
 * address: a visitor without a session who opens a shell address loads the login page's code only.
 * The guard awaits `load()` before the route renders, so `Component` renders the loaded page at
 * once. A render that comes first (the shell's code is not awaited by the guard) suspends until it
 * is loaded, and `Component` keeps rendering the same element type afterwards: switching from a lazy
 * fallback to the loaded page would remount it at the next render (a navigation), losing its state.
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
      (e) => {
        pending = undefined;
        throw e;
      }, // a failed chunk may be fetched again
    ));
  const Component = () => createElement(loaded ? loaded.default : use(load()).default);
  const page = { load, Component };
  pages.set(loader, page);
  return page;
}
