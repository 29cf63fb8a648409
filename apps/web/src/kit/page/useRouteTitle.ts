import { useLocation } from 'react-router';
import { findShellRoute } from '@/platform/routing';

/**
 * The title of the shell route the page is shown at (each tab's page sees its own address), for a
 * page's main card and its form's accessible name when the page gives no other.
 */
export function useRouteTitle(): string {
  const { pathname } = useLocation();
  return findShellRoute(pathname)?.route.title ?? '';
}
