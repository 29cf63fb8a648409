import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, CloseButton, Group, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { HoverTooltip } from '@/kit/HoverTooltip';
import {
  IconChevronLeft,
  IconChevronRight,
  IconHome,
  IconMaximize,
  IconMinimize,
  IconPinned,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LAYOUT } from '@/platform/layout';
import type { TabStore, Tab } from './tabs';
import { useTabActions } from './useTabActions';
import { useTabDrag } from './useTabDrag';
import { TabActionsMenu, TabMenuItems } from './TabMenu';
import { PageSwitcher } from './PageSwitcher';
import classes from './TabBar.module.css';

export interface TabBarProps {
  store: TabStore;
  tabs: readonly Tab[];
  /** Phone width: one button that switches between the open pages instead of the strip. */
  compact?: boolean;
  /** The content area fills the window (menu and header hidden). */
  maximized?: boolean;
  onToggleMaximize?: () => void;
}

/**
 * The tab bar: home first, always in view and not closable, the others in a strip that scrolls;
 * pinned tabs after home; a right-click menu and a dropdown; drag (or Ctrl+Shift+←/→) to reorder;
 * middle-click closes. At phone width it is a compact page switcher.
 */
export function TabBar({ store, tabs, compact, maximized, onToggleMaximize }: TabBarProps) {
  const navigate = useNavigate();
  const actions = useTabActions(store);
  const bar = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<{ tab: Tab; x: number; y: number } | null>(null);
  // The tab that has the keyboard focus (roving tabindex): the active one unless arrows moved it.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // What a screen reader hears after a move (a live region).
  const [announcement, setAnnouncement] = useState('');
  const tabElement = (key: string) => bar.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(key)}"]`);
  const { dragging, justDragged, onPointerDown } = useTabDrag(store, tabElement, setAnnouncement);

  const moveTab = (tab: Tab, delta: number) => {
    const place = actions.move(tab.key, delta);
    if (place > 0) setAnnouncement(`「${tab.title}」已移到第 ${place} 位`);
    requestAnimationFrame(() => tabElement(tab.key)?.focus());
  };

  /**
   * Left/Right/Home/End move between tabs, Enter/Space open, Delete closes, Ctrl+Shift+Left/Right
   * move the tab, Shift+F10 / the menu key open its menu.
   */
  const onTabKeyDown = (e: KeyboardEvent<HTMLElement>, tab: Tab, index: number) => {
    const go = (i: number) => {
      const next = tabs[(i + tabs.length) % tabs.length];
      setFocusKey(next.key);
      tabElement(next.key)?.focus();
    };
    if (e.ctrlKey && e.shiftKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight'))
      moveTab(tab, e.key === 'ArrowLeft' ? -1 : 1);
    else if (e.key === 'ArrowRight') go(index + 1);
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

  // A route change (menu, link) makes the new active tab the one in the Tab order (a tab clicked
  // has the focus already: nothing to re-render then).
  useEffect(() => setFocusKey((k) => (k === actions.activeKey ? k : null)), [actions.activeKey]);

  // Keep the active tab in view, scrolling the strip only (scrollIntoView would also move the
  // window, and a cached page shown again must keep its own scroll position). Measured in the next
  // frame, where the layout is done for the paint anyway: measuring in the effect forced a layout of
  // the page just shown before it could appear.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = scroller.current;
      const el = box?.querySelector<HTMLElement>('[data-active="true"]');
      if (!box || !el) return;
      const b = box.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      if (r.left < b.left) box.scrollLeft -= b.left - r.left;
      else if (r.right > b.right) box.scrollLeft += r.right - b.right;
    });
    return () => cancelAnimationFrame(frame);
  }, [actions.activeKey, tabs.length]);

  const scrollBy = (dx: number) => scroller.current?.scrollBy({ left: dx, behavior: 'smooth' });
  const active = tabs.find((t) => t.key === actions.activeKey) ?? tabs[0];
  const focusable = tabs.some((t) => t.key === focusKey) ? focusKey : active?.key;
  const menuItems = (tab: Tab) => (
    <TabMenuItems tab={tab} tabs={tabs} actions={actions} homeKey={store.homeKey} onMove={moveTab} />
  );
  const tabActions = <TabActionsMenu items={active && menuItems(active)} />;

  if (compact)
    return <PageSwitcher tabs={tabs} activeKey={actions.activeKey} homeKey={store.homeKey} tabActions={tabActions} />;

  const renderTab = (tab: Tab, index: number) => {
    const isActive = tab.key === actions.activeKey;
    const isHome = tab.key === store.homeKey;
    const closable = !isHome && !tab.pinned;
    return (
      <UnstyledButton
        key={tab.key}
        className={classes.tab}
        data-active={isActive}
        data-pinned={tab.pinned || undefined}
        data-dragging={dragging === tab.key || undefined}
        data-tab-key={tab.key}
        role="tab"
        aria-selected={isActive}
        aria-keyshortcuts={
          isHome
            ? 'Shift+F10'
            : `${closable ? 'Delete ' : ''}Control+Shift+ArrowLeft Control+Shift+ArrowRight Shift+F10`
        }
        tabIndex={tab.key === focusable ? 0 : -1}
        onKeyDown={(e) => onTabKeyDown(e, tab, index)}
        onFocus={() => setFocusKey(tab.key)}
        onPointerDown={(e) => onPointerDown(e, tab)}
        onClick={() => {
          if (!justDragged.current) navigate(tab.key, { flushSync: true });
          justDragged.current = false;
        }}
        // Middle-click closes (its press would start the browser's auto-scroll).
        onMouseDown={(e) => {
          if (e.button === 1) e.preventDefault();
        }}
        onAuxClick={(e) => {
          if (e.button === 1 && closable) {
            e.preventDefault();
            void actions.closeOne(tab.key);
          }
        }}
        onContextMenu={(e) => {
          e.preventDefault();
          setContext({ tab, x: e.clientX, y: e.clientY });
        }}
      >
        {isHome && <IconHome size={14} aria-hidden />}
        {tab.pinned && <IconPinned size={14} aria-hidden />}
        <span>{tab.title}</span>
        {tab.pinned && <VisuallyHidden>（已固定）</VisuallyHidden>}
        {closable && (
          <CloseButton
            size="xs"
            component="span"
            aria-label={`关闭 ${tab.title}`}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={(e) => {
              e.stopPropagation();
              void actions.closeOne(tab.key);
            }}
          />
        )}
      </UnstyledButton>
    );
  };

  return (
    <Group gap={4} wrap="nowrap" className={classes.bar} data-testid="tab-bar" ref={bar}>
      <div className={classes.tablist} role="tablist" aria-label="已打开的页面" aria-orientation="horizontal">
        {/* Home stays in view while the others scroll. */}
        {tabs[0] && renderTab(tabs[0], 0)}
        <div className={classes.scroller} ref={scroller} data-testid="tab-strip">
          {tabs.slice(1).map((tab, i) => renderTab(tab, i + 1))}
        </div>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label="向左滚动标签"
        onClick={() => scrollBy(-LAYOUT.tabScrollStep)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label="向右滚动标签"
        onClick={() => scrollBy(LAYOUT.tabScrollStep)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
      {onToggleMaximize && (
        // Mounted on first hover or focus: a mounted tooltip re-rendered with the bar at every tab switch.
        <HoverTooltip label={maximized ? '还原（Esc）' : '最大化内容区'} openDelay={200}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={maximized ? '还原' : '最大化内容区'}
            aria-pressed={!!maximized}
            onClick={onToggleMaximize}
          >
            {maximized ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
          </ActionIcon>
        </HoverTooltip>
      )}
      {tabActions}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {context && (
        <Menu opened onChange={(o) => !o && closeContext()} withinPortal position="bottom-start" trapFocus>
          <Menu.Target>
            {/* An anchor at the pointer (or under the tab, from the keyboard); not itself focusable. */}
            <UnstyledButton
              tabIndex={-1}
              aria-label={`${context.tab.title} 的标签菜单`}
              style={{ position: 'fixed', left: context.x, top: context.y, width: 1, height: 1 }}
            />
          </Menu.Target>
          <Menu.Dropdown data-testid="tab-context-menu">{menuItems(context.tab)}</Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
