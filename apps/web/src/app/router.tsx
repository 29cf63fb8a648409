import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import type { Platform } from '@/platform/platform';
import { guardHomeRedirect, guardOutsideRoute, guardShellRoute } from './guard';
import {
  chainAllowed,
  HOME_REDIRECT,
  isBranch,
  notFoundRoute,
  outsideRoutes,
  routeByName,
  routeTree,
  shellRoutes,
  type ResolvedRoute,
  type Route,
  type TreeNode,
} from '@/platform/routing';
import { pageLoaderOf, type PageLoader } from '@/platform/page-loader';
import '@/routes';
import { deferredPage } from './deferred-page';
import { whenIdle } from '@/platform/idle';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** The shell's code, fetched with the first shell page the guard lets through. */
const shellCode = deferredPage(() => import('@/shell/Shell').then((m) => ({ default: m.Shell })));

/** The pages outside the shell: their loaders are in the entry (the login page is one of them). */
const outsideModules = import.meta.glob(['/src/features/*/outside/*.tsx', '!**/*.test.tsx']);

/**
 * A shell page's loader: the shell's code holds the loaders of its pages (shell/pages.ts), so the
 * entry, which the login page loads, holds none of them.
 */
const shellPages = new Map<string, PageLoader>();
const shellPage = (route: Route): PageLoader => {
  let loader = shellPages.get(route.name);
  if (!loader) {
    loader = () => import('@/shell/pages').then((m) => m.loadShellPage(route));
    shellPages.set(route.name, loader);
  }
  return loader;
};

/** Outside pages other than the light ones get every style and the date setup with their code. */
const outsidePage = (route: Route): PageLoader => {
  const load = pageLoaderOf(outsideModules, route);
  return route.light
    ? load
    : async () => {
        const [page, { DatesSetup }, { QueryProvider }] = await Promise.all([
          load(),
          import('@/platform/DatesSetup'),
          import('@/platform/QueryProvider'),
          import('@/platform/styles/full'),
          import('@/platform/zod-jitless'),
        ]);
        const Page = page.default;
        return {
          ...page,
          default: () => (
            <QueryProvider>
              <DatesSetup>
                <Page />
              </DatesSetup>
            </QueryProvider>
          ),
        };
      };
};

/**
 * The code and the data of a shell route: its page module (its `prefetch` run with the address's
 * search as soon as the module is there, in parallel with the page's render), and the shell. Data
 * is fetched only where the user may open the page: before the user info is in, for routes without
 * access keys; after, where the keys are held. A prefetch fills only what the cache lacks, so a
 * cached tab shown again sends nothing.
 */
function warmRoute(
  platform: Platform,
  resolved: ResolvedRoute,
  { data, search = new URLSearchParams() }: { data: boolean; search?: URLSearchParams },
) {
  const page = deferredPage(shellPage(resolved.route)).load();
  void shellCode.load().catch(() => undefined);
  const { userInfoLoaded } = platform.session.state;
  const allowed = userInfoLoaded
    ? chainAllowed(resolved.chain, (k) => platform.session.canAccess(k))
    : resolved.chain.every((r) => !r.access);
  if (data && allowed)
    void page.then((m) => m.prefetch?.(platform, { search, props: resolved.route.pageProps })).catch(() => undefined);
  return page;
}

/** Where the configured home is, before user info says otherwise (role types may move it). */
const configuredHome = (platform: Platform) =>
  shellRoutes().find((r) => r.route.name === platform.config.homeName) ??
  shellRoutes().find((r) => r.route.name === 'home');

/** Sections redirect to their own redirect (a route name, or home) or to their first page. */
function sectionRedirects(platform: Platform, nodes: TreeNode[]): RouteObject[] {
  const firstPage = (n: TreeNode): Route | undefined =>
    isBranch(n) ? n.children.map(firstPage).find(Boolean) : n.page ? n : undefined;
  return nodes.filter(isBranch).flatMap((n) => {
    const own: RouteObject[] = [];
    if (n.path) {
      if (n.redirect === HOME_REDIRECT) {
        own.push({
          path: n.path,
          loader: ({ request }) => {
            // Entering after login: the configured home's code and data start with the user info.
            const home = configuredHome(platform);
            return guardHomeRedirect(
              platform,
              request,
              home ? () => void warmRoute(platform, home, { data: true }) : undefined,
            );
          },
        });
      } else {
        const target = n.redirect ? routeByName(n.redirect)?.path : firstPage(n)?.path;
        if (target && target !== n.path) own.push({ path: n.path, loader: () => redirect(target) });
      }
    }
    return [...own, ...sectionRedirects(platform, n.children)];
  });
}

/**
 * Entering: the moment a login stores the session (before the user info the SDK loads next), the
 * configured home's code and data start, and the unit, so login → usable home takes the login
 * call and one more round trip (user info, the unit and the home's data together).
 */
function warmOnEntry(platform: Platform) {
  let wasIn = platform.session.state.loggedIn;
  platform.session.subscribe(() => {
    const { loggedIn, userInfoLoaded } = platform.session.state;
    const home = configuredHome(platform);
    if (loggedIn && !wasIn && !userInfoLoaded) {
      if (home) void warmRoute(platform, home, { data: true }).catch(() => undefined);
      // The unit names the organisation in the header; it needs no user info either.
      if (!platform.session.state.unit) platform.auth.loadUnit().catch(() => undefined);
    }
    wasIn = loggedIn;
  });
}

/** The data router, built from the route table. */
export function createAppRouter(platform: Platform) {
  warmOnEntry(platform);
  // The router, once created (the first entry's loaders run while it is being created).
  const made: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const shellChildren: RouteObject[] = shellRoutes().map((resolved) => {
    const { route, fullPath, chain } = resolved;
    return {
      id: route.name,
      path: fullPath,
      handle: { route, chain },
      loader: ({ request }) => {
        const url = new URL(request.url);
        // Another query of the page already shown (its filters, sort, page, view) is asked for by the
        // page itself as it renders that address, a moment later; a prefetch would only run ahead of
        // the address the page shows (and of its tab, saved with it).
        const samePage = made.router?.state.location.pathname === url.pathname;
        return guardShellRoute(platform, chain, request, () =>
          warmRoute(platform, resolved, { data: !samePage, search: url.searchParams }),
        );
      },
      Component: deferredPage(shellPage(route)).Component,
    };
  });
  const outside: RouteObject[] = [...outsideRoutes(), notFoundRoute()].map((route) => {
    const page = deferredPage(outsidePage(route));
    return {
      id: route.name,
      path: route.path,
      handle: { outside: route },
      loader: async ({ request }) => {
        guardOutsideRoute(platform, route, request);
        await page.load();
        // While the login page is idle, fetch the shell and home code, so signing in waits for data only.
        if (route.loginPage) {
          const home = configuredHome(platform);
          whenIdle(() => {
            if (home) void warmRoute(platform, home, { data: false }).catch(() => undefined);
            // The credential cipher, which the login call loads.
            void import('@tzsb/sdk/cipher').catch(() => undefined);
          });
        }
        return null;
      },
      Component: page.Component,
    };
  });
  const router = createBrowserRouter([
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...sectionRedirects(platform, routeTree()),
        { id: 'shell', Component: shellCode.Component, children: shellChildren },
        ...outside,
      ],
    },
  ]);
  made.router = router;
  return router;
}

export type DataRouter = ReturnType<typeof createAppRouter>;

/** The router and the view that shows it: what the app renders once the router has loaded. */
export interface AppRouter {
  router: DataRouter;
  View: () => React.JSX.Element;
}

export function startRouter(platform: Platform): AppRouter {
  const router = createAppRouter(platform);
  return { router, View: () => <RouterProvider router={router} /> };
}
