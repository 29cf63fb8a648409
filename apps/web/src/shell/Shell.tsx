import '@/platform/zod-jitless';
import '@/platform/styles/full';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, AppShell, Box, Button, Drawer, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useLocation, useNavigate } from 'react-router';
import { LAYOUT } from '@/platform/layout';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { chainAllowed, findShellRoute } from '@/platform/routing';
import { hasDirectMarker, withoutDirectMarker } from '@/platform/direct-link';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { PageHeading, PAGE_HEADING_ID } from './PageHeading';
import { PageHost } from './PageHost';
import { BackToTop } from './BackToTop';
import { SimplePasswordAlert } from './SimplePasswordAlert';
import { SessionTimeoutWarning } from './SessionTimeoutWarning';
import { useTabs, type Tab } from './tabs';
import { useTabActions } from './useTabActions';
import { useShellLayout } from './useShellLayout';
import { useDialogFocusReturn } from './useDialogFocusReturn';
import { useSessionEnd } from './useSessionEnd';
import { useReopenDialogDrafts } from '@/kit/form/dialog-drafts';
import { useHeadingFocus } from './useHeadingFocus';
import { isSameTabNavigation, SAME_TAB_STATE, tabKey } from '@/platform/tab-identity';
import { tabStoreOf } from './tabs-context';
import { ShellDialogContext } from '@/platform/shell-dialogs';
import { DatesSetup } from '@/platform/DatesSetup';
import { QueryProvider } from '@/platform/QueryProvider';
import classes from './Shell.module.css';
import { whenIdle } from '@/platform/idle';
import { parseStored, perSession, z } from '@/platform/stored';

const COLLAPSED_WIDTH = 64;

const MENU_COLLAPSED_KEY = 'tzsb.menuCollapsed';
const readCollapsed = (text: string | undefined) =>
  parseStored(text ?? null, z.nullable(z.boolean()), MENU_COLLAPSED_KEY, perSession());

// The password dialog (its validators and form library) loads when it is first opened.
const PasswordDialog = lazy(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })));

/** The frame of every back-office page: header, side menu, tab bar, page heading, content. */
export function Shell() {
  const platform = usePlatform();
  const state = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();
  const store = tabStoreOf(platform);
  const { tabs, versions } = useTabs(store);
  const actions = useTabActions(store);
  const { phone, tablet } = useShellLayout();
  // The collapse state lives for the browser session; until the user chooses, a tablet starts
  // with the menu collapsed to icons.
  const [chosenCollapsed, setCollapsed] = useSessionStorage<boolean | null>({
    key: MENU_COLLAPSED_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    deserialize: readCollapsed,
  });
  const collapsed = chosenCollapsed ?? tablet;
  // The phone's menu drawer, and the content area filling the window (menu and header hidden).
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [maximized, setMaximized] = useState(false);
  // A full load of an address not among the saved tabs went home (spec 2.4): the page asked for.
  const [askedFor, setAskedFor] = useState<Tab | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [simpleAlert, setSimpleAlert] = useState(state.simplePassword);
  const firstRender = useRef(true);
  const previousKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const tabBar = useRef<HTMLDivElement>(null);

  useDialogFocusReturn(() => heading.current);
  const focusHeadingAfterNavigation = useHeadingFocus(heading, tabBar);

  // The session ended, here or in another tab: to login (see useSessionEnd).
  useSessionEnd();
  // A dialog a time-out closed is open again once its user is back on its page.
  useReopenDialogDrafts();

  // The list kit (table, filters, paging, row actions), which nearly every page past the desk uses,
  // is fetched once the first page is up and the browser is idle: a list opened first then waits for
  // its own code only, and its call goes out sooner.
  useEffect(() => whenIdle(() => void import('@/kit/list/ListPage').catch(() => undefined)), []);

  const resolved = findShellRoute(location.pathname);
  const key = tabKey(location.pathname, location.search);

  // On load: drop restored tabs the user may no longer open; a current route absent from a saved
  // list goes home, which then names it; a link the platform handed out (`?via=link`) opens its
  // page, its tab first, and leaves the address without the marker. Afterwards every visited route
  // gets its tab, is the most recently used, and past the cap the least recently used one closes.
  useEffect(() => {
    // The session just ended (logout, password change, time-out) while this page is still shown:
    // the tabs were dropped with it and must not be saved again for the next user.
    if (!platform.session.state.loggedIn) return;
    store.retain((t) => {
      const r = findShellRoute(t.pathname);
      return !!r && chainAllowed(r.chain, (k) => platform.session.canAccess(k));
    });
    if (hasDirectMarker(location.search)) {
      firstRender.current = false;
      navigate(location.pathname + withoutDirectMarker(location.search), { replace: true, state: SAME_TAB_STATE });
      return;
    }
    const previous = previousKey.current;
    previousKey.current = key;
    if (firstRender.current) {
      firstRender.current = false;
      if (store.restored && !store.has(key) && key !== store.homeKey) {
        if (resolved)
          setAskedFor({ key, pathname: location.pathname, search: location.search, title: resolved.route.title });
        // Still the load: home is not a navigation of the user's (the focus stays where it is).
        previousKey.current = null;
        navigate(store.homeKey, { replace: true });
        return;
      }
    }
    if (!resolved) return;
    const tab = { key, pathname: location.pathname, search: location.search, title: resolved.route.title };
    // A page that rewrote its own query (filters, paging) keeps its tab, and a form that lands on
    // the record it made gives its tab to that record: the form, done, is not left open to be
    // filled and sent again as if new.
    const from = previous === null ? undefined : store.list.find((t) => t.key === previous);
    const sameTab = isSameTabNavigation(location.state) && previous !== key && !!from;
    const ownQuery = sameTab && from.pathname === location.pathname;
    const opened = !sameTab && !store.has(key);
    if (sameTab) store.rekey(from.key, tab);
    else store.open(tab);
    store.touch(key);
    // Only a new tab can take the tabs over the cap: switching tabs or filtering a list asks nothing.
    if (opened) void actions.enforceCap(platform.config.maxTabs);
    // Another page: the drawer closes, the notice about an address left unopened goes, and the new
    // page's heading takes the focus (`useHeadingFocus`).
    if (!ownQuery && previous !== null && previous !== key) {
      setDrawerOpen(false);
      if (key !== store.homeKey) setAskedFor(null);
      focusHeadingAfterNavigation();
    }
  }, [key, state.access]); // eslint-disable-line react-hooks/exhaustive-deps -- runs per address and access change; the location and route belong to that address

  // Escape gives the maximized content area its menu and header back; an open dialog, menu or option
  // list closes first (the next Escape restores). Heard on its way down: on its way up Mantine's
  // tooltip over the focused 还原 button, whose own text says Esc, stopped it, so Escape only closed
  // the tooltip (a tooltip still closes with it).
  useEffect(() => {
    if (!maximized) return;
    const overlay = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.isComposing) return;
      if ((e.target as Element | null)?.closest?.(overlay)) return;
      if ([...document.querySelectorAll(overlay)].some((el) => el.checkVisibility())) return;
      setMaximized(false);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [maximized]);

  const focusHeading = useCallback(() => heading.current?.focus(), []);
  // Stable, so the header (memoised) does not re-render when another page is shown.
  const toggleMenu = useCallback(
    () => (phone ? setDrawerOpen((o) => !o) : setCollapsed(!collapsed)),
    [phone, collapsed, setCollapsed],
  );
  const openPasswordDialog = useCallback(() => setPasswordOpen(true), []);
  // 友情提醒 once per login: answered, it does not come back on a reload (the next login sets the flag again).
  const hideSimpleAlert = useCallback(() => {
    setSimpleAlert(false);
    platform.session.setSimplePassword(false);
  }, [platform]);
  const changeSimplePassword = useCallback(() => {
    hideSimpleAlert();
    setPasswordOpen(true);
  }, [hideSimpleAlert]);
  const navbarVisible = !phone;

  // Confirmation dialogs live with the shell: the login page's bundle stays within its budget.
  return (
    <QueryProvider>
      <DatesSetup>
        <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
          <a
            href={`#${PAGE_HEADING_ID}`}
            className={classes.skipLink}
            onClick={(e) => {
              e.preventDefault();
              focusHeading();
            }}
          >
            跳到主要内容
          </a>
          <AppShell
            header={{ height: LAYOUT.headerHeight, collapsed: maximized }}
            navbar={{
              width: collapsed ? COLLAPSED_WIDTH : LAYOUT.menuWidth,
              breakpoint: 'sm',
              collapsed: { desktop: maximized, mobile: true },
            }}
            padding={0}
          >
            {/* Maximized, the header and the menu slide out of view; inert, they leave the Tab order too. */}
            <AppShell.Header className={classes.headerBar} inert={maximized}>
              <Header
                phone={phone}
                tablet={tablet}
                menuOpened={phone ? drawerOpen : !collapsed}
                onToggleMenu={toggleMenu}
                onChangePassword={openPasswordDialog}
              />
            </AppShell.Header>
            {navbarVisible && (
              <AppShell.Navbar className={classes.navbar} data-collapsed={collapsed || undefined} inert={maximized}>
                <SideMenu collapsed={collapsed} sectionTitle={platform.config.menuTitle} />
              </AppShell.Navbar>
            )}
            {phone && (
              <Drawer
                opened={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                size={LAYOUT.menuWidth + 48}
                title={platform.config.menuTitle}
                closeButtonProps={{ 'aria-label': '关闭菜单' }}
                classNames={{ body: classes.drawerBody }}
              >
                <SideMenu collapsed={false} />
              </Drawer>
            )}
            <AppShell.Main className={classes.main}>
              <div ref={tabBar}>
                <TabBar
                  store={store}
                  tabs={tabs}
                  compact={phone}
                  maximized={maximized}
                  onToggleMaximize={phone ? undefined : () => setMaximized((m) => !m)}
                />
              </div>
              <PageHeading headingRef={heading} />
              <Box px={phone ? 'xs' : 'md'} pb="xl" data-testid="page-host">
                {askedFor && key === store.homeKey && (
                  <Alert
                    color="blue"
                    mb="md"
                    title={`「${askedFor.title}」没有直接打开`}
                    withCloseButton
                    closeButtonLabel="关闭提示"
                    onClose={() => setAskedFor(null)}
                    data-testid="deep-link-notice"
                  >
                    <Text size="sm">
                      您要打开的「{askedFor.title}」（{askedFor.key}）不在已打开的页面中，所以先回到了这里。
                    </Text>
                    <Button
                      size="xs"
                      mt="xs"
                      onClick={() => {
                        setAskedFor(null);
                        navigate(askedFor.key);
                      }}
                    >
                      打开「{askedFor.title}」
                    </Button>
                  </Alert>
                )}
                <ShellDialogContext.Provider
                  value={{
                    dialogOpen: passwordOpen || (simpleAlert && state.simplePassword),
                    openPasswordDialog: () => setPasswordOpen(true),
                  }}
                >
                  <PageHost tabs={tabs} versions={versions} keepAlive={platform.config.keepAlivePages} />
                </ShellDialogContext.Provider>
              </Box>
            </AppShell.Main>
            <BackToTop />
            <SessionTimeoutWarning />
            <SimplePasswordAlert
              opened={simpleAlert && state.simplePassword}
              onLater={hideSimpleAlert}
              onChangePassword={changeSimplePassword}
            />
            {passwordOpen && (
              <Suspense fallback={null}>
                <PasswordDialog opened onClose={() => setPasswordOpen(false)} />
              </Suspense>
            )}
          </AppShell>
        </ModalsProvider>
      </DatesSetup>
    </QueryProvider>
  );
}
