import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { PageNavigationContext, type PageNavigation } from '@/platform/navigation';
import { LAYOUT } from '@/platform/layout';
import { usePlatform } from '@/platform/PlatformContext';
import { scrollToTop } from '@/shell/scroll';
import classes from './RootLayout.module.css';

interface Handle {
  route?: { title: string };
  outside?: { title: string };
}

/** Route title of the deepest match. */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i].handle as Handle | undefined;
    const t = h?.route?.title ?? h?.outside?.title;
    if (t) return t;
  }
  return undefined;
}

/**
 * Around every page: after each navigation the document title becomes the product title plus the
 * route title and the page scrolls to the top; a loading bar runs while navigating. Gives the login
 * page its navigation (platform/navigation.ts).
 */
export function RootLayout() {
  const { config } = usePlatform();
  const navigation = useNavigation();
  const location = useLocation();
  const title = useRouteTitle();
  const first = useRef(true);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const pageNavigation = useMemo<PageNavigation>(
    () => ({ navigate: (to, options) => void navigate(to, options), search }),
    [navigate, search],
  );

  useEffect(() => {
    // Set after the page is shown (a task later): the browser's tab title need not hold up its content.
    const later = window.setTimeout(() => {
      document.title = title ? `${config.platformTitle} - ${title}` : config.platformTitle;
    }, 0);
    return () => window.clearTimeout(later);
  }, [title, config.platformTitle]);

  // Shell pages are scrolled by the shell's page host (a cached tab keeps its place).
  const inShell = useMatches().some((m) => (m.handle as Handle | undefined)?.route);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!inShell) scrollToTop(LAYOUT.scrollDurationMs);
  }, [location.pathname, location.search]); // eslint-disable-line react-hooks/exhaustive-deps -- runs per navigation only; inShell is read as it is then

  return (
    <>
      {navigation.state !== 'idle' && <div className={classes.loadingBar} role="progressbar" aria-label="页面加载中" />}
      <PageNavigationContext.Provider value={pageNavigation}>
        <Outlet />
      </PageNavigationContext.Provider>
    </>
  );
}
