import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Platform } from './platform';
import { guardHomeRedirect, guardOutsideRoute, guardShellRoute } from './guard';
import { HOME_REDIRECT, notFoundRoute, outsideRoutes, resolvedShellRoutes, shellRoutes, type AppRoute, type OutsideRoute, type ResolvedRoute } from '../routes';
import { deferredPage, whenIdle } from './deferredPage';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** The shell's code, fetched with the first shell page the guard lets through. */
const shellCode = deferredPage(() => import('../shell/Shell').then((m) => ({ default: m.Shell })));

/** Outside pages other than the light ones get every style and the date setup with their code. */
const outsidePage = (route: OutsideRoute) =>
  route.light
    ? route.page
    : async () => {
        const [page, { DatesSetup }, { QueryProvider }] = await Promise.all([route.page(), import('./DatesSetup'), import('./QueryProvider'), import('./styles/full'), import('./zod-jitless')]);
        const Page = page.default;
        return { ...page, default: () => <QueryProvider><DatesSetup><Page /></DatesSetup></QueryProvider> };
      };

/**
 * The code, and for a first entry the data, of a shell route: its page module and the shell. Data
 * is fetched only for routes without access keys (nothing the user may lack).
 */
function warmRoute(platform: Platform, resolved: ResolvedRoute, { data }: { data: boolean }) {
  const page = deferredPage(resolved.route.page!).load();
  void shellCode.load().catch(() => undefined);
  if (data && resolved.chain.every((r) => !r.access)) void page.then((m) => m.prefetch?.(platform)).catch(() => undefined);
  return page;
}

/** Where the configured home is, before user info says otherwise (role types may move it). */
const configuredHome = (platform: Platform) =>
  resolvedShellRoutes.find((r) => r.route.name === platform.config.homeName) ?? resolvedShellRoutes.find((r) => r.route.name === 'home');

/** Parents without a page redirect to their own redirect or to their first child. */
function parentRedirects(platform: Platform, routes: AppRoute[], parent = ''): RouteObject[] {
  return routes.flatMap((r) => {
    const full = r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    const own: RouteObject[] = [];
    if (!r.page && (r.redirect || r.children?.length)) {
      const first = r.children?.find((c) => c.page);
      const target = r.redirect ?? (first ? `${full.replace(/\/$/, '')}/${first.path}` : undefined);
      if (target === HOME_REDIRECT) {
        own.push({
          path: full,
          loader: ({ request }) => {
            // Entering after login: the configured home's code and data start with the user info.
            const home = configuredHome(platform);
            return guardHomeRedirect(platform, request, home ? () => void warmRoute(platform, home, { data: true }) : undefined);
          },
        });
      } else if (target && target !== full) own.push({ path: full, loader: () => redirect(target) });
    }
    return [...own, ...parentRedirects(platform, r.children ?? [], full)];
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
  const shellChildren: RouteObject[] = resolvedShellRoutes.map((resolved) => {
    const { route, fullPath, chain } = resolved;
    return {
      id: route.name,
      path: fullPath,
      handle: { route, chain },
      loader: ({ request }) => guardShellRoute(platform, chain, request, (opts) => warmRoute(platform, resolved, opts)),
      Component: deferredPage(route.page!).Component,
    };
  });
  const outside: RouteObject[] = [...outsideRoutes, notFoundRoute].map((route) => {
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
  return createBrowserRouter([
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...parentRedirects(platform, shellRoutes),
        { id: 'shell', Component: shellCode.Component, children: shellChildren },
        ...outside,
      ],
    },
  ]);
}
