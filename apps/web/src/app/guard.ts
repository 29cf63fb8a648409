import { replace } from 'react-router';
import { isApiError } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { chainAllowed, homePath, linkTo, loginPathFor, type Route, type RouteNode } from '@/platform/routing';

// Guard redirects replace the history entry: going back never lands on a page that redirects again.
const loginRedirect = (url: URL) => replace(loginPathFor(url.pathname + url.search));

// Set while the document is being left (reload, another address): calls cut off then say nothing
// about the session.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/**
 * The guard of spec 2.3, run before each navigation to a shell page: no token → login; user info
 * fetched once (failure clears the session and goes to login); every access key along the chain
 * must be held, otherwise 401. The page's and the shell's code (`load`) is fetched only once the
 * visitor has a session, alongside the user info, and with it the page's data (what the router's
 * `load` lets through: see app/router.tsx). Returns nothing when the page may open.
 */
export async function guardShellRoute(
  platform: Platform,
  chain: readonly RouteNode[],
  request: Request,
  load: () => Promise<unknown>,
): Promise<Response | null> {
  // Another tab may have ended the session (or started another) since this one last looked.
  platform.session.sync();
  if (!platform.session.state.loggedIn) throw loginRedirect(new URL(request.url));
  // With the shell's code, what the session kept in the browser is checked before the shell shows it.
  const code = Promise.all([
    load(),
    import('@/platform/stored-session').then((m) => m.checkStoredSession(platform.session)),
  ]);
  code.catch(() => undefined); // awaited below, after the checks
  await ensureUserInfo(platform, request);
  if (!chainAllowed(chain, (k) => platform.session.canAccess(k))) {
    // The shell, which keeps only the signed-in account's drafts and recent pages, does not open: a
    // login that lands here must not leave the previous account's (personal data among them) behind.
    const user = platform.session.state.user;
    if (user) await import('@/shell/keep-owner').then((m) => m.keepOwnerDataOnly(user)).catch(() => undefined);
    throw replace(linkTo('error_401'));
  }
  await code;
  return null;
}

/**
 * `/`: the signed-in user's home, which depends on the role (so user info is loaded first). On the
 * first entry `warmHome` starts the configured home's code and data alongside the user info.
 */
export async function guardHomeRedirect(
  platform: Platform,
  request: Request,
  warmHome?: () => void,
): Promise<Response> {
  platform.session.sync();
  if (platform.session.state.loggedIn && !platform.session.state.userInfoLoaded) warmHome?.();
  await ensureUserInfo(platform, request);
  return replace(homePath(platform));
}

async function ensureUserInfo(platform: Platform, request: Request): Promise<void> {
  const { session, auth } = platform;
  const url = new URL(request.url);
  if (!session.state.loggedIn) throw loginRedirect(url);
  if (!session.state.userInfoLoaded) {
    try {
      await auth.loadUserInfo();
    } catch (e) {
      // Cut off by leaving the page or by a newer navigation: not a failure of the session.
      if (leavingPage || request.signal.aborted) throw e;
      session.clear();
      if (isApiError(e) && e.kind !== 'session') platform.errorLog.record('ajax', e.kind, e.message);
      throw loginRedirect(url);
    }
    // The unit only names the organisation in the header; its failure does not block the page.
    if (!session.state.unit) auth.loadUnit().catch(() => undefined);
  }
}

/** The guard for pages outside the shell: login sends a logged-in user home; sso always passes. */
export function guardOutsideRoute(platform: Platform, route: Route, request: Request): Response | null {
  if (route.alwaysPass) return null;
  platform.session.sync();
  if (route.loginPage && platform.session.state.loggedIn) throw replace(homePath(platform));
  if (!route.public && !platform.session.state.loggedIn) throw loginRedirect(new URL(request.url));
  return null;
}
