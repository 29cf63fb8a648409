import type { ReactNode } from 'react';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { MountOnIntent } from '@/kit/MountOnIntent';
import { moveWithinPart, type Tab } from './tabs';
import type { useTabActions } from './useTabActions';

type Actions = ReturnType<typeof useTabActions>;

/** A tab's menu (right-click, Shift+F10, or the bar's dropdown for the active tab). */
export function TabMenuItems({
  tab,
  tabs,
  actions,
  homeKey,
  onMove,
}: {
  tab: Tab;
  tabs: readonly Tab[];
  actions: Actions;
  homeKey: string;
  onMove: (tab: Tab, delta: number) => void;
}) {
  const isHome = tab.key === homeKey;
  const canMove = (delta: number) =>
    !isHome && moveWithinPart(tabs, tab.key, tabs.findIndex((t) => t.key === tab.key) + delta).list !== tabs;
  return (
    <>
      <Menu.Item onClick={() => actions.refresh(tab.key)}>刷新</Menu.Item>
      {!isHome && (
        <Menu.Item onClick={() => actions.pin(tab.key, !tab.pinned)}>{tab.pinned ? '取消固定' : '固定'}</Menu.Item>
      )}
      <Menu.Item onClick={() => actions.openInNewWindow(tab.key)}>在新窗口打开</Menu.Item>
      {!isHome && (
        <Menu.Item
          disabled={!canMove(-1)}
          onClick={() => onMove(tab, -1)}
          rightSection={
            <Text size="xs" c="dimmed">
              Ctrl+Shift+←
            </Text>
          }
        >
          向左移动
        </Menu.Item>
      )}
      {!isHome && (
        <Menu.Item
          disabled={!canMove(1)}
          onClick={() => onMove(tab, 1)}
          rightSection={
            <Text size="xs" c="dimmed">
              Ctrl+Shift+→
            </Text>
          }
        >
          向右移动
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Item onClick={() => actions.closeLeft(tab.key)}>关闭左侧</Menu.Item>
      <Menu.Item onClick={() => actions.closeRight(tab.key)}>关闭右侧</Menu.Item>
      <Menu.Item onClick={() => actions.closeOthers(tab.key)}>关闭其他</Menu.Item>
      <Menu.Item onClick={() => actions.closeAll()}>关闭所有</Menu.Item>
      {!isHome && !tab.pinned && (
        <Menu.Item color="red.8" onClick={() => actions.closeOne(tab.key)}>
          关闭当前
        </Menu.Item>
      )}
    </>
  );
}

/** The bar's dropdown with the active tab's menu. */
export function TabActionsMenu({ items }: { items: ReactNode }) {
  // Mounted on first pointing or focus (a mounted menu's popover re-rendered with the bar at every tab switch).
  return (
    <MountOnIntent
      standIn={
        <ActionIcon variant="light" aria-label="标签操作" aria-haspopup="menu" aria-expanded={false}>
          <IconChevronDown size={16} />
        </ActionIcon>
      }
    >
      {() => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="light" aria-label="标签操作">
              <IconChevronDown size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>{items}</Menu.Dropdown>
        </Menu>
      )}
    </MountOnIntent>
  );
}
