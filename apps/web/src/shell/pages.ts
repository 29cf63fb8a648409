import { createElement, type ComponentType } from 'react';
import { routeByName, type Route } from '@/platform/routing';
import { pageLoaderOf, type PageModule } from '@/platform/page-loader';
import type { Platform } from '@/platform/platform';
import { RoutePage } from './RoutePage';

/**
 * The loaders of every shell page: this module comes with the shell's code, so the entry (which the
 * login page loads) holds no loader of a shell page.
 */
const modules = import.meta.glob(['/src/features/*/pages/**/*.tsx', '!**/*.test.tsx']);

const loaders = new Map<string, () => Promise<PageModule>>();

/** A shell route's page module, its component bound to the route (record id, fixed props). */
export function loadShellPage(route: Route): Promise<PageModule> {
  let load = loaders.get(route.name);
  if (!load) {
    load = pageLoaderOf(modules, route, (page: ComponentType<Record<string, unknown>>) => {
      const Bound = () => createElement(RoutePage, { route, page });
      Bound.displayName = `Route(${route.name})`;
      return Bound;
    });
    loaders.set(route.name, load);
  }
  return load();
}

const warmed = new Set<string>();

/**
 * A menu entry is about to be chosen: its page's code starts (one round of parallel requests: the
 * build lists a page's chunks here), and with `data` the data its module prefetches (only what the
 * cache lacks). Once per route and kind; a click on it then waits for neither, or for the data only.
 */
export function prefetchShellPage(name: string, platform: Platform, { data }: { data: boolean }): void {
  const route = routeByName(name);
  const key = `${name}${data ? '+data' : ''}`;
  if (!route || route.outside || !route.page || warmed.has(key)) return;
  warmed.add(key);
  loadShellPage(route)
    .then((m) => (data ? m.prefetch?.(platform, { search: new URLSearchParams(), props: route.pageProps }) : undefined))
    .catch(() => warmed.delete(key)); // a chunk or a call that failed may be tried again
}
