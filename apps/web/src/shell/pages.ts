import { createElement, type ComponentType } from 'react';
import { pageLoaderOf, type PageModule, type Route } from '@/platform/routing';
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
