import { memo, useMemo, useRef, useState, type AnchorHTMLAttributes, type Ref } from 'react';
import { NavLink, ScrollArea, Stack, Text, Tooltip, Menu, UnstyledButton } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { buildMenu, menuTrail, type MenuItem } from './menu';
import { RouteIcon } from './RouteIcon';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import classes from './Shell.module.css';

/**
 * A menu entry's link: a real link (open in a new tab, copy, read as a link) whose plain click
 * navigates in the app. Unlike react-router's Link it reads no router state, so the hundred links of
 * the menu do not re-render when another page is shown.
 */
function MenuLink({
  to,
  go,
  onClick,
  target,
  ref,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; go?: (to: string) => void; ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !go || target || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey)
          return;
        e.preventDefault();
        go(to);
      }}
    />
  );
}

/**
 * How a menu entry links: in the app for pages, a new window for external addresses. Pointing at a
 * page's entry starts its code at once and its data once the pointer has stayed `HOVER_INTENT_MS`
 * (a pointer passing over the menu sends no calls); focusing it starts both (`warm`).
 */
interface Linking {
  warm: (name: string) => void;
  hover: (name: string) => void;
  leave: () => void;
  go: (to: string) => void;
  opened: (names: string[]) => void;
}

const HOVER_INTENT_MS = 80;

type PagesModule = typeof import('./pages');
/**
 * The page loaders (shell/pages.ts), once loaded (with the first page): a pointer's prefetch then
 * starts the page's code within its own event, not a task later behind the click's render.
 */
let pagesModule: PagesModule | undefined;
const withPages = (then: (m: PagesModule) => void) => {
  if (pagesModule) then(pagesModule);
  else
    void import('./pages').then((m) => {
      pagesModule = m;
      then(m);
    });
};

/** The user asked the browser to save data (a metered connection): nothing is fetched ahead. */
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

function linkProps(item: MenuItem, { warm, hover, leave, go }: Linking) {
  const page = item.to ? item.name : undefined;
  return {
    component: MenuLink,
    to: item.to ?? item.href ?? '',
    go: item.to ? go : undefined,
    target: item.href ? '_blank' : undefined,
    rel: item.href ? 'noopener' : undefined,
    onMouseEnter: page ? () => hover(page) : undefined,
    onMouseLeave: page ? leave : undefined,
    onFocus: page ? () => warm(page) : undefined,
  };
}

/** The side menu: filtered by access, accordion (one group open), icons only when collapsed. */
export function SideMenu({
  collapsed,
  sectionTitle,
}: {
  collapsed: boolean;
  /** Shown above the entries (the phone's drawer has it as its title). */ sectionTitle?: string;
}) {
  const state = useSessionState();
  const platform = usePlatform();
  // The page loaders stay a chunk of their own (the router loads it with the first page; the build
  // lists each page's chunks in it, see vite.config.ts).
  const navigate = useNavigate();
  const intent = useRef<number | undefined>(undefined);
  const linking = useMemo<Linking>(() => {
    const prefetch = (name: string, data: boolean) => withPages((m) => m.prefetchShellPage(name, platform, { data }));
    return {
      // A group opened: the code of its pages (not their data), since one of them is likely next.
      opened: (names) => {
        if (!savingData()) for (const name of names) prefetch(name, false);
      },
      warm: (name) => prefetch(name, true),
      hover: (name) => {
        prefetch(name, false);
        window.clearTimeout(intent.current);
        intent.current = window.setTimeout(() => prefetch(name, true), HOVER_INTENT_MS);
      },
      leave: () => window.clearTimeout(intent.current),
      go: (to) => void navigate(to),
    };
  }, [platform, navigate]);
  const { pathname } = useLocation();
  const items = useMemo(() => buildMenu((k) => !k || state.access.includes(k)), [state.access]);
  // The open group at each depth (accordion: one per level), first those above the current page.
  const [opened, setOpened] = useState<string[]>(() => menuTrail(items, pathname));

  if (collapsed) {
    return (
      <Stack gap={4} p={6} align="center" component="nav" aria-label="主菜单">
        {items.map((item) => {
          if (!item.children) {
            return (
              <Tooltip key={item.name} label={item.title} position="right">
                <UnstyledButton
                  {...linkProps(item, linking)}
                  className={classes.iconItem}
                  data-active={item.to === pathname || undefined}
                  aria-current={item.to === pathname ? 'page' : undefined}
                  aria-label={item.title}
                >
                  <RouteIcon name={item.icon} size={20} />
                </UnstyledButton>
              </Tooltip>
            );
          }
          return (
            <Menu key={item.name} position="right-start" trigger="click-hover" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.iconItem} aria-label={item.title}>
                  <RouteIcon name={item.icon} size={20} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown className={classes.popout}>
                <Menu.Label>{item.title}</Menu.Label>
                {item.children.map((c) =>
                  c.children ? (
                    <div key={c.name} role="group" aria-label={c.title}>
                      <Menu.Label>{c.title}</Menu.Label>
                      {c.children.map((g) => (
                        <Menu.Item key={g.name} {...linkProps(g, linking)}>
                          {g.title}
                        </Menu.Item>
                      ))}
                    </div>
                  ) : (
                    <Menu.Item key={c.name} {...linkProps(c, linking)}>
                      {c.title}
                    </Menu.Item>
                  ),
                )}
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Stack>
    );
  }

  return (
    <ScrollArea component="nav" aria-label="主菜单" className={classes.menuScroll}>
      {sectionTitle && <Text className={classes.sectionTitle}>{sectionTitle}</Text>}
      {items.map((item) => (
        <MenuEntry
          key={item.name}
          item={item}
          depth={0}
          pathname={pathname}
          opened={opened}
          setOpened={setOpened}
          linking={linking}
        />
      ))}
    </ScrollArea>
  );
}

/** The page addresses under each entry (itself, for a page), worked out once per menu item. */
const addressesUnder = new WeakMap<MenuItem, ReadonlySet<string>>();
const addressesOf = (item: MenuItem): ReadonlySet<string> => {
  let set = addressesUnder.get(item);
  if (!set) {
    set = new Set([...(item.to ? [item.to] : []), ...(item.children ?? []).flatMap((c) => [...addressesOf(c)])]);
    addressesUnder.set(item, set);
  }
  return set;
};

/** Whether the entry is the page at `pathname`, or a group holding it. */
const holds = (item: MenuItem, pathname: string): boolean => addressesOf(item).has(pathname);

/**
 * One entry of the expanded menu: a page link, or a group (section or menu group) that opens in
 * place. Another page shown re-renders only the entries that held the old page or hold the new one
 * (a tab switch re-renders two links and their groups, not the hundred entries of the menu).
 */
const MenuEntry = memo(
  MenuEntryOf,
  (a, b) =>
    a.item === b.item &&
    a.depth === b.depth &&
    a.opened === b.opened &&
    a.setOpened === b.setOpened &&
    a.linking === b.linking &&
    (a.pathname === b.pathname || (!holds(a.item, a.pathname) && !holds(b.item, b.pathname))),
);

function MenuEntryOf({
  item,
  depth,
  pathname,
  opened,
  setOpened,
  linking,
}: {
  item: MenuItem;
  depth: number;
  pathname: string;
  opened: string[];
  setOpened: (o: string[]) => void;
  linking: Linking;
}) {
  const icon = depth === 0 || item.icon ? <RouteIcon name={item.icon} size={18} /> : undefined;
  if (!item.children) {
    return (
      <NavLink
        {...linkProps(item, linking)}
        label={item.title}
        leftSection={icon}
        active={item.to === pathname}
        aria-current={item.to === pathname ? 'page' : undefined}
        variant="filled"
      />
    );
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={item.title}
      leftSection={icon}
      opened={opened[depth] === item.name}
      onChange={(o) => {
        setOpened(o ? [...opened.slice(0, depth), item.name] : opened.slice(0, depth));
        if (o) linking.opened(item.children!.flatMap((c) => (c.to ? [c.name] : [])));
      }}
      childrenOffset={depth === 0 ? 28 : 12}
      data-depth={depth}
    >
      {item.children.map((c) => (
        <MenuEntry
          key={c.name}
          item={c}
          depth={depth + 1}
          pathname={pathname}
          opened={opened}
          setOpened={setOpened}
          linking={linking}
        />
      ))}
    </NavLink>
  );
}
