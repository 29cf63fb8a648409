import { createElement, type ComponentType } from 'react';
import type { Platform } from './platform';
import type { Route } from './routing';

/**
 * A page's prefetch: fills the query cache from the same query options the page uses, so the data
 * can be on its way before the page renders. It gets the address's search (a list's filters and
 * page) and the route's fixed props; the router runs it as the route is entered and the menu as an
 * entry is hovered or focused.
 */
export type PagePrefetch = (
  platform: Platform,
  at: { search: URLSearchParams; props?: Record<string, unknown> },
) => Promise<unknown>;

/**
 * What a page module offers: the page, and optionally `prefetch`. A module whose routes name other
 * exports than its default (`page: 'File#Export'`) gives each its prefetch by export name.
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: PagePrefetch;
}
/** A lazily loaded page: each page is its own chunk. */
export type PageLoader = () => Promise<PageModule>;

type ModuleMap = Record<string, () => Promise<unknown>>;

/**
 * The loader of a route's page from a bundler glob of page files (`import.meta.glob`): the shell's
 * pages are globbed by the shell's code, the outside pages by the router, so that the login page's
 * code holds no loader of a shell page.
 */
export function pageLoaderOf(
  modules: ModuleMap,
  route: Route,
  wrap?: (page: ComponentType<Record<string, unknown>>) => ComponentType,
): PageLoader {
  const [file, exported = 'default'] = (route.page ?? '').split('#');
  const key = `/src/features/${route.feature}/${route.outside ? 'outside' : 'pages'}/${file}.tsx`;
  const load = modules[key];
  if (!load) throw new Error(`route ${route.name}: no page file ${key}`);
  return () =>
    load().then((m) => {
      const mod = m as Record<string, unknown> & { prefetch?: PagePrefetch | Record<string, PagePrefetch> };
      const page = mod[exported] as ComponentType<Record<string, unknown>> | undefined;
      if (!page) throw new Error(`route ${route.name}: ${key} exports no ${exported}`);
      const bound = () => createElement(page, route.pageProps);
      const prefetch =
        typeof mod.prefetch === 'function'
          ? exported === 'default'
            ? mod.prefetch
            : undefined
          : mod.prefetch?.[exported];
      return { default: wrap ? wrap(page) : route.pageProps ? bound : (page as ComponentType), prefetch };
    });
}
