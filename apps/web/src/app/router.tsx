import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Platform } from './platform';
import { guardHomeRedirect, guardOutsideRoute, guardShellRoute } from './guard';
import { HOME_REDIRECT, notFoundRoute, outsideRoutes, resolvedShellRoutes, shellRoutes, type AppRoute, type PageLoader } from '../routes';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

const lazyPage = (page: PageLoader) => async () => ({ Component: (await page()).default });

/** Parents without a page redirect to their own redirect or to their first child. */
function parentRedirects(platform: Platform, routes: AppRoute[], parent = ''): RouteObject[] {
  return routes.flatMap((r) => {
    const full = r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    const own: RouteObject[] = [];
    if (!r.page && (r.redirect || r.children?.length)) {
      const first = r.children?.find((c) => c.page);
      const target = r.redirect ?? (first ? `${full.replace(/\/$/, '')}/${first.path}` : undefined);
      if (target === HOME_REDIRECT) own.push({ path: full, loader: ({ request }) => guardHomeRedirect(platform, request) });
      else if (target && target !== full) own.push({ path: full, loader: () => redirect(target) });
    }
    return [...own, ...parentRedirects(platform, r.children ?? [], full)];
  });
}

/** The data router, built from the route table. */
export function createAppRouter(platform: Platform) {
  const shellChildren: RouteObject[] = resolvedShellRoutes.map(({ route, fullPath, chain }) => ({
    id: route.name,
    path: fullPath,
    handle: { route, chain },
    loader: ({ request }) => guardShellRoute(platform, chain, request),
    lazy: lazyPage(route.page!),
  }));
  const outside: RouteObject[] = [...outsideRoutes, notFoundRoute].map((route) => ({
    id: route.name,
    path: route.path,
    handle: { outside: route },
    loader: ({ request }) => guardOutsideRoute(platform, route, request),
    lazy: lazyPage(route.page),
  }));
  return createBrowserRouter([
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...parentRedirects(platform, shellRoutes),
        {
          id: 'shell',
          lazy: async () => ({ Component: (await import('../shell/Shell')).Shell }),
          children: shellChildren,
        },
        ...outside,
      ],
    },
  ]);
}
