import type { ReactNode } from 'react';
import { Badge, Button, Group, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconHome, IconPinned } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Tab } from './tabs';
import classes from './TabBar.module.css';

/** The tab bar at phone width: one button that switches between the open pages, and the tab menu. */
export function PageSwitcher({
  tabs,
  activeKey,
  homeKey,
  tabActions,
}: {
  tabs: readonly Tab[];
  activeKey: string | null;
  homeKey: string;
  tabActions: ReactNode;
}) {
  const navigate = useNavigate();
  const active = tabs.find((t) => t.key === activeKey) ?? tabs[0];
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
              leftSection={t.key === homeKey ? <IconHome size={14} /> : t.pinned ? <IconPinned size={14} /> : undefined}
              rightSection={t.key === activeKey ? <IconCheck size={14} aria-label="当前页面" /> : undefined}
              aria-current={t.key === activeKey ? 'page' : undefined}
            >
              {t.title}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {/* Beside the button, not in it: the button's visible text (the page's title) stays part of its name. */}
      <Badge size="sm" variant="light" aria-hidden style={{ flexShrink: 0 }}>
        {tabs.length}
      </Badge>
      {tabActions}
    </Group>
  );
}
