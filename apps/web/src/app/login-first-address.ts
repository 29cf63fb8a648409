import { findShellRoute, HOME_REDIRECT, isBranch, linkTo, loginPathFor, routeTree } from '@/platform/routing';

/**
 * Whether a visit starts at the login page without the router, and at which address: a visitor
 * without a session who opens the login page, `/` or a shell page (which the guard would send to
 * the login page, with the address to return to). Null for anything else: another page outside the
 * shell, a section, an unknown address, or any visit with a session (the router decides those).
 */
export function loginFirstAddress(pathname: string, search: string, loggedIn: boolean): string | null {
  if (loggedIn) return null;
  if (pathname === linkTo('login')) return pathname + search;
  const home = routeTree().some((n) => isBranch(n) && n.path === pathname && n.redirect === HOME_REDIRECT);
  if (home || findShellRoute(pathname)) return loginPathFor(pathname + search);
  return null;
}
