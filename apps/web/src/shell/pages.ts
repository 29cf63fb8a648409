import { createElement, type ComponentType } from 'react';
import { pageLoaderOf, routeByName, type PageModule, type Route } from '@/platform/routing';
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
 * A menu entry is about to be chosen (hovered, focused): its page's code starts (one round of
 * parallel requests: the build lists a page's chunks here), and the data its module prefetches.
 * Once per route; a click on it then waits for the data, not for the code too.
 */
export function prefetchShellPage(name: string, platform: Platform): void {
  const route = routeByName(name);
  if (!route || route.outside || !route.page || warmed.has(name)) return;
  warmed.add(name);
  loadShellPage(route)
    .then((m) => m.prefetch?.(platform, { search: new URLSearchParams(), props: route.pageProps }))
    .catch(() => warmed.delete(name)); // a chunk that failed may be fetched again
}
