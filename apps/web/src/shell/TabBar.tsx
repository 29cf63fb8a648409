import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { ActionIcon, Badge, Button, CloseButton, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { HoverTooltip } from '@/kit/HoverTooltip';
import { MountOnIntent } from '@/kit/MountOnIntent';
import {
  IconCheck, IconChevronLeft, IconChevronRight, IconChevronDown, IconHome, IconMaximize, IconMinimize, IconPinned,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LAYOUT } from '@/platform/layout';
import { moveWithinPart, type TabStore, type Tab } from './tabs';
import { useTabActions } from './useTabActions';
import classes from './TabBar.module.css';

type Actions = ReturnType<typeof useTabActions>;

/** Past this many pixels a pressed tab is being dragged, not clicked. */
const DRAG_THRESHOLD = 6;

function TabMenuItems({ tab, tabs, actions, homeKey, onMove }: { tab: Tab; tabs: readonly Tab[]; actions: Actions; homeKey: string; onMove: (tab: Tab, delta: number) => void }) {
  const isHome = tab.key === homeKey;
  const canMove = (delta: number) => !isHome && moveWithinPart(tabs, tab.key, tabs.findIndex((t) => t.key === tab.key) + delta).list !== tabs;
  return (
    <>
      <Menu.Item onClick={() => actions.refresh(tab.key)}>刷新</Menu.Item>
      {!isHome && <Menu.Item onClick={() => actions.pin(tab.key, !tab.pinned)}>{tab.pinned ? '取消固定' : '固定'}</Menu.Item>}
      <Menu.Item onClick={() => actions.openInNewWindow(tab.key)}>在新窗口打开</Menu.Item>
      {!isHome && <Menu.Item disabled={!canMove(-1)} onClick={() => onMove(tab, -1)} rightSection={<Text size="xs" c="dimmed">Ctrl+Shift+←</Text>}>向左移动</Menu.Item>}
      {!isHome && <Menu.Item disabled={!canMove(1)} onClick={() => onMove(tab, 1)} rightSection={<Text size="xs" c="dimmed">Ctrl+Shift+→</Text>}>向右移动</Menu.Item>}
      <Menu.Divider />
      <Menu.Item onClick={() => actions.closeLeft(tab.key)}>关闭左侧</Menu.Item>
      <Menu.Item onClick={() => actions.closeRight(tab.key)}>关闭右侧</Menu.Item>
      <Menu.Item onClick={() => actions.closeOthers(tab.key)}>关闭其他</Menu.Item>
      <Menu.Item onClick={() => actions.closeAll()}>关闭所有</Menu.Item>
      {!isHome && !tab.pinned && <Menu.Item color="red.8" onClick={() => actions.closeOne(tab.key)}>关闭当前</Menu.Item>}
    </>
  );
}

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
  const drag = useRef<{ key: string; startX: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const justDragged = useRef(false);
  const tabElement = (key: string) => bar.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(key)}"]`);

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
    if (e.ctrlKey && e.shiftKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) moveTab(tab, e.key === 'ArrowLeft' ? -1 : 1);
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

  // Drag to reorder (mouse and pen; a finger scrolls the strip): past a few pixels the pressed tab
  // follows the pointer, taking the place of the tab it crosses, within its part.
  const onPointerDown = (e: ReactPointerEvent<HTMLElement>, tab: Tab) => {
    justDragged.current = false;
    if (e.button !== 0 || e.pointerType === 'touch' || tab.key === store.homeKey) return;
    drag.current = { key: tab.key, startX: e.clientX, moved: false };
    const onMove = (ev: PointerEvent) => {
      const d = drag.current;
      if (!d) return;
      if (!d.moved && Math.abs(ev.clientX - d.startX) < DRAG_THRESHOLD) return;
      if (!d.moved) { d.moved = true; setDragging(d.key); }
      const list = store.list;
      const from = list.findIndex((t) => t.key === d.key);
      // The tab under the pointer, once the pointer is past its middle towards it.
      for (let i = 0; i < list.length; i++) {
        if (i === from) continue;
        const r = tabElement(list[i].key)?.getBoundingClientRect();
        if (!r || ev.clientX < r.left || ev.clientX > r.right) continue;
        const past = i > from ? ev.clientX > r.left + r.width / 2 : ev.clientX < r.left + r.width / 2;
        if (past) store.moveTo(d.key, i);
        break;
      }
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      const d = drag.current;
      drag.current = null;
      if (d?.moved) {
        justDragged.current = true;
        setDragging(null);
        const place = store.list.findIndex((t) => t.key === d.key) + 1;
        const title = store.list[place - 1]?.title;
        if (title) setAnnouncement(`「${title}」已移到第 ${place} 位`);
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
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
  const menuItems = (tab: Tab) => <TabMenuItems tab={tab} tabs={tabs} actions={actions} homeKey={store.homeKey} onMove={moveTab} />;
  // Mounted on first pointing or focus (a mounted menu's popover re-rendered with the bar at every tab switch).
  const tabActions = (
    <MountOnIntent standIn={<ActionIcon variant="light" aria-label="标签操作" aria-haspopup="menu" aria-expanded={false}><IconChevronDown size={16} /></ActionIcon>}>
      {() => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="light" aria-label="标签操作"><IconChevronDown size={16} /></ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>{active && menuItems(active)}</Menu.Dropdown>
        </Menu>
      )}
    </MountOnIntent>
  );

  if (compact) {
    return (
      <Group gap={6} wrap="nowrap" className={classes.bar} data-testid="tab-bar" data-compact>
        <Menu position="bottom-start" withinPortal width="target">
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              className={classes.switcher}
              justify="space-between"
              rightSection={<IconChevronDown size={14} />}
              aria-label={`切换页面：当前「${active?.title ?? ''}」，已打开 ${tabs.length} 个`}
            >
              <span className={classes.switcherTitle}>{active?.title}</span>
            </Button>
          </Menu.Target>
          <Menu.Dropdown data-testid="page-switcher">
            <Menu.Label>已打开的页面</Menu.Label>
            {tabs.map((t) => (
              <Menu.Item
                key={t.key}
                onClick={() => navigate(t.key)}
                leftSection={t.key === store.homeKey ? <IconHome size={14} /> : t.pinned ? <IconPinned size={14} /> : undefined}
                rightSection={t.key === actions.activeKey ? <IconCheck size={14} aria-label="当前页面" /> : undefined}
                aria-current={t.key === actions.activeKey ? 'page' : undefined}
              >
                {t.title}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {/* Beside the button, not in it: the button's visible text (the page's title) stays part of its name. */}
        <Badge size="sm" variant="light" aria-hidden style={{ flexShrink: 0 }}>{tabs.length}</Badge>
        {tabActions}
      </Group>
    );
  }

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
        aria-keyshortcuts={isHome ? 'Shift+F10' : `${closable ? 'Delete ' : ''}Control+Shift+ArrowLeft Control+Shift+ArrowRight Shift+F10`}
        tabIndex={tab.key === focusable ? 0 : -1}
        onKeyDown={(e) => onTabKeyDown(e, tab, index)}
        onFocus={() => setFocusKey(tab.key)}
        onPointerDown={(e) => onPointerDown(e, tab)}
        onClick={() => { if (!justDragged.current) navigate(tab.key, { flushSync: true }); justDragged.current = false; }}
        // Middle-click closes (its press would start the browser's auto-scroll).
        onMouseDown={(e) => { if (e.button === 1) e.preventDefault(); }}
        onAuxClick={(e) => { if (e.button === 1 && closable) { e.preventDefault(); void actions.closeOne(tab.key); } }}
        onContextMenu={(e) => { e.preventDefault(); setContext({ tab, x: e.clientX, y: e.clientY }); }}
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
            onClick={(e) => { e.stopPropagation(); void actions.closeOne(tab.key); }}
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
      <ActionIcon variant="subtle" color="gray" aria-label="向左滚动标签" onClick={() => scrollBy(-LAYOUT.tabScrollStep)}>
        <IconChevronLeft size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label="向右滚动标签" onClick={() => scrollBy(LAYOUT.tabScrollStep)}>
        <IconChevronRight size={16} />
      </ActionIcon>
      {onToggleMaximize && (
        // Mounted on first hover or focus: a mounted tooltip re-rendered with the bar at every tab switch.
        <HoverTooltip label={maximized ? '还原（Esc）' : '最大化内容区'} openDelay={200}>
          <ActionIcon variant="subtle" color="gray" aria-label={maximized ? '还原' : '最大化内容区'} aria-pressed={!!maximized} onClick={onToggleMaximize}>
            {maximized ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
          </ActionIcon>
        </HoverTooltip>
      )}
      {tabActions}
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
      {context && (
        <Menu opened onChange={(o) => !o && closeContext()} withinPortal position="bottom-start" trapFocus>
          <Menu.Target>
            {/* An anchor at the pointer (or under the tab, from the keyboard); not itself focusable. */}
            <UnstyledButton tabIndex={-1} aria-label={`${context.tab.title} 的标签菜单`} style={{ position: 'fixed', left: context.x, top: context.y, width: 1, height: 1 }} />
          </Menu.Target>
          <Menu.Dropdown data-testid="tab-context-menu">{menuItems(context.tab)}</Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
