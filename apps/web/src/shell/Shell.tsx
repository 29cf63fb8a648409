import '@/platform/zod-jitless';
import '@/platform/styles/full';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { AppShell, Box, Group } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { useLocation, useNavigate } from 'react-router';
import { LAYOUT } from '@/platform/layout';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { chainAllowed, findShellRoute, linkTo } from '@/platform/routing';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { Breadcrumbs } from './Breadcrumbs';
import { PageHost } from './PageHost';
import { BackToTop } from './BackToTop';
import { SimplePasswordAlert } from './SimplePasswordAlert';
import { useTabs } from './tabs';
import { isSameTabNavigation, tabKey } from '@/platform/tabIdentity';
import { tabStoreOf } from './tabsContext';
import { ShellDialogContext } from '@/platform/shellDialogs';
import { DatesSetup } from '@/platform/DatesSetup';
import { QueryProvider } from '@/platform/QueryProvider';
import classes from './Shell.module.css';

const COLLAPSED_WIDTH = 64;

// The password dialog (its validators and form library) loads when it is first opened.
const PasswordDialog = lazy(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })));

/** The frame of every back-office page: header, side menu, tab bar, breadcrumbs, content. */
export function Shell() {
  const platform = usePlatform();
  const state = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();
  const store = tabStoreOf(platform);
  const { tabs, versions } = useTabs(store);
  // The collapse state lives for the browser session.
  const [collapsed, setCollapsed] = useSessionStorage({ key: 'tzsb.menuCollapsed', defaultValue: false });
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [simpleAlert, setSimpleAlert] = useState(state.simplePassword);
  const firstRender = useRef(true);
  const previousKey = useRef<string | null>(null);

  // The session ended under us (time-out): back to login, then here again.
  useEffect(
    () =>
      platform.onSessionExpired(() => {
        notifications.show({ color: 'orange', title: '登录已过期', message: '请重新登录；未保存的内容已存为本机草稿。' });
        navigate(linkTo('login', { redirect: window.location.pathname + window.location.search }), { replace: true });
      }),
    [platform, navigate],
  );

  const resolved = findShellRoute(location.pathname);
  const key = tabKey(location.pathname, location.search);

  // On load: drop restored tabs the user may no longer open; a current route absent from a saved
  // list goes home. Afterwards every visited route gets its tab.
  useEffect(() => {
    // The session just ended (logout, password change, time-out) while this page is still shown:
    // the tabs were dropped with it and must not be saved again for the next user.
    if (!platform.session.state.loggedIn) return;
    store.retain((t) => {
      const r = findShellRoute(t.pathname);
      return !!r && chainAllowed(r.chain, (k) => platform.session.canAccess(k));
    });
    const previous = previousKey.current;
    previousKey.current = key;
    if (firstRender.current) {
      firstRender.current = false;
      if (store.restored && !store.has(key) && key !== store.homeKey) {
        navigate(store.homeKey, { replace: true });
        return;
      }
    }
    if (!resolved) return;
    const tab = { key, pathname: location.pathname, search: location.search, title: resolved.route.title };
    // A page that rewrote its own query (filters, paging) keeps its tab.
    const sameTab = isSameTabNavigation(location.state) && previous && previous !== key && store.list.find((t) => t.key === previous)?.pathname === location.pathname;
    if (sameTab) store.rekey(previous, tab);
    else store.open(tab);
  }, [key, state.access]); // eslint-disable-line react-hooks/exhaustive-deps -- runs per address and access change; the location and route belong to that address

  // Confirmation dialogs live with the shell: the login page's bundle stays within its budget.
  return (
    <QueryProvider>
    <DatesSetup>
    <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
      <AppShell
        header={{ height: LAYOUT.headerHeight }}
        navbar={{ width: collapsed ? COLLAPSED_WIDTH : LAYOUT.menuWidth, breakpoint: 0 }}
        padding={0}
      >
        <AppShell.Header className={classes.headerBar}>
          <Header collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} onChangePassword={() => setPasswordOpen(true)} />
        </AppShell.Header>
        <AppShell.Navbar className={classes.navbar} data-collapsed={collapsed || undefined}>
          <SideMenu collapsed={collapsed} sectionTitle={platform.config.menuTitle} />
        </AppShell.Navbar>
        <AppShell.Main className={classes.main}>
          <TabBar store={store} tabs={tabs} />
          <Group px="md" py={8} className={classes.crumbs}><Breadcrumbs /></Group>
          <Box px="md" pb="xl">
            <ShellDialogContext.Provider value={{ dialogOpen: passwordOpen || (simpleAlert && state.simplePassword), openPasswordDialog: () => setPasswordOpen(true) }}>
              <PageHost tabs={tabs} versions={versions} />
            </ShellDialogContext.Provider>
          </Box>
        </AppShell.Main>
        <BackToTop />
        <SimplePasswordAlert
          opened={simpleAlert && state.simplePassword}
          onLater={() => setSimpleAlert(false)}
          onChangePassword={() => { setSimpleAlert(false); setPasswordOpen(true); }}
        />
        {passwordOpen && <Suspense fallback={null}><PasswordDialog opened onClose={() => setPasswordOpen(false)} /></Suspense>}
      </AppShell>
    </ModalsProvider>
    </DatesSetup>
    </QueryProvider>
  );
}
