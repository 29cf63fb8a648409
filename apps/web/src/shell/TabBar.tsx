import { useEffect, useRef, useState } from 'react';
import { ActionIcon, CloseButton, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronDown, IconHome } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LAYOUT } from '@/platform/layout';
import type { TabStore, Tab } from './tabs';
import { useTabActions } from './useTabActions';
import classes from './TabBar.module.css';

function TabMenuItems({ tab, actions, homeKey }: { tab: Tab; actions: ReturnType<typeof useTabActions>; homeKey: string }) {
  return (
    <>
      <Menu.Item onClick={() => actions.refresh(tab.key)}>刷新</Menu.Item>
      <Menu.Item onClick={() => actions.closeLeft(tab.key)}>关闭左侧</Menu.Item>
      <Menu.Item onClick={() => actions.closeRight(tab.key)}>关闭右侧</Menu.Item>
      <Menu.Item onClick={() => actions.closeOthers(tab.key)}>关闭其他</Menu.Item>
      <Menu.Item onClick={() => actions.closeAll()}>关闭所有</Menu.Item>
      {tab.key !== homeKey && <Menu.Item color="red.8" onClick={() => actions.closeOne(tab.key)}>关闭当前</Menu.Item>}
    </>
  );
}

/** The tab bar: home first and not closable, scrollable, right-click menu and a dropdown. */
export function TabBar({ store, tabs }: { store: TabStore; tabs: readonly Tab[] }) {
  const navigate = useNavigate();
  const actions = useTabActions(store);
  const scroller = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<{ tab: Tab; x: number; y: number } | null>(null);
  // The tab that has the keyboard focus (roving tabindex): the active one unless arrows moved it.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const tabElement = (key: string) => scroller.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(key)}"]`);

  /** Left/Right/Home/End move between tabs, Enter/Space open, Delete closes, Shift+F10 / the menu key open its menu. */
  const onTabKeyDown = (e: React.KeyboardEvent<HTMLElement>, tab: Tab, index: number) => {
    const go = (i: number) => {
      const next = tabs[(i + tabs.length) % tabs.length];
      setFocusKey(next.key);
      tabElement(next.key)?.focus();
    };
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(tabs.length - 1);
    else if (e.key === 'Delete' && tab.key !== store.homeKey) void actions.closeOne(tab.key);
    else if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      const box = e.currentTarget.getBoundingClientRect();
      // After this keydown: the menu closes on a keydown outside it, and would see this one.
      setTimeout(() => setContext({ tab, x: box.left, y: box.bottom }));
    } else return;
    e.preventDefault();
  };
  const closeContext = () => {
    const key = context?.tab.key;
    setContext(null);
    // Back to the tab the menu was opened on (if it is still there), as a keyboard user expects.
    if (key) requestAnimationFrame(() => tabElement(key)?.focus());
  };

  // A route change (menu, link) makes the new active tab the one in the Tab order.
  useEffect(() => setFocusKey(null), [actions.activeKey]);

  // Keep the active tab in view, scrolling the strip only (scrollIntoView would also move the
  // window, and a cached page shown again must keep its own scroll position).
  useEffect(() => {
    const box = scroller.current;
    const el = box?.querySelector<HTMLElement>('[data-active="true"]');
    if (!box || !el) return;
    const b = box.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    if (r.left < b.left) box.scrollLeft -= b.left - r.left;
    else if (r.right > b.right) box.scrollLeft += r.right - b.right;
  }, [actions.activeKey, tabs.length]);

  const scrollBy = (dx: number) => scroller.current?.scrollBy({ left: dx, behavior: 'smooth' });
  const active = tabs.find((t) => t.key === actions.activeKey) ?? tabs[0];
  const focusable = tabs.some((t) => t.key === focusKey) ? focusKey : active?.key;

  return (
    <Group gap={4} wrap="nowrap" className={classes.bar} data-testid="tab-bar">
      <ActionIcon variant="subtle" color="gray" aria-label="向左滚动标签" onClick={() => scrollBy(-LAYOUT.tabScrollStep)}>
        <IconChevronLeft size={16} />
      </ActionIcon>
      <div className={classes.scroller} ref={scroller} role="tablist" aria-label="已打开的页面" aria-orientation="horizontal">
        {tabs.map((tab, index) => {
          const isActive = tab.key === actions.activeKey;
          const isHome = tab.key === store.homeKey;
          return (
            <UnstyledButton
              key={tab.key}
              className={classes.tab}
              data-active={isActive}
              data-tab-key={tab.key}
              role="tab"
              aria-selected={isActive}
              aria-keyshortcuts={isHome ? 'Shift+F10' : 'Delete Shift+F10'}
              tabIndex={tab.key === focusable ? 0 : -1}
              onKeyDown={(e) => onTabKeyDown(e, tab, index)}
              onFocus={() => setFocusKey(tab.key)}
              onClick={() => navigate(tab.key, { flushSync: true })}
              onContextMenu={(e) => { e.preventDefault(); setContext({ tab, x: e.clientX, y: e.clientY }); }}
            >
              {isHome && <IconHome size={14} />}
              <span>{tab.title}</span>
              {!isHome && (
                <CloseButton
                  size="xs"
                  component="span"
                  aria-label={`关闭 ${tab.title}`}
                  onClick={(e) => { e.stopPropagation(); void actions.closeOne(tab.key); }}
                />
              )}
            </UnstyledButton>
          );
        })}
      </div>
      <ActionIcon variant="subtle" color="gray" aria-label="向右滚动标签" onClick={() => scrollBy(LAYOUT.tabScrollStep)}>
        <IconChevronRight size={16} />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="light" aria-label="标签操作"><IconChevronDown size={16} /></ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{active && <TabMenuItems tab={active} actions={actions} homeKey={store.homeKey} />}</Menu.Dropdown>
      </Menu>
      {context && (
        <Menu opened onChange={(o) => !o && closeContext()} withinPortal position="bottom-start" trapFocus>
          <Menu.Target>
            {/* An anchor at the pointer (or under the tab, from the keyboard); not itself focusable. */}
            <UnstyledButton tabIndex={-1} aria-label={`${context.tab.title} 的标签菜单`} style={{ position: 'fixed', left: context.x, top: context.y, width: 1, height: 1 }} />
          </Menu.Target>
          <Menu.Dropdown data-testid="tab-context-menu">
            <TabMenuItems tab={context.tab} actions={actions} homeKey={store.homeKey} />
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
