import { useMemo, useState } from 'react';
import { NavLink, ScrollArea, Stack, Text, Tooltip, Menu, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { buildMenu, type MenuItem } from './menu';
import { iconFor } from './icons';
import { useSessionState } from '../app/PlatformContext';
import classes from './Shell.module.css';

/**
 * A menu entry is a real link (open in a new tab, copy, read as a link): router links for pages
 * (a plain click stays in the app), a new window for external addresses.
 */
function linkProps(item: MenuItem) {
  // react-router's Link renders an absolute address of another site as a plain link.
  return { component: Link, to: item.to ?? item.href ?? '', target: item.href ? '_blank' : undefined, rel: item.href ? 'noopener' : undefined };
}

/** The side menu: filtered by access, accordion (one group open), icons only when collapsed. */
export function SideMenu({ collapsed, sectionTitle }: { collapsed: boolean; sectionTitle: string }) {
  const state = useSessionState();
  const { pathname } = useLocation();
  const items = useMemo(() => buildMenu((k) => !k || state.access.includes(k)), [state.access]);
  const activeGroup = items.find((i) => i.children?.some((c) => c.to && pathname.startsWith(c.to)))?.name ?? null;
  const [opened, setOpened] = useState<string | null>(activeGroup);

  if (collapsed) {
    return (
      <Stack gap={4} p={6} align="center" component="nav" aria-label="主菜单">
        {items.map((item) => {
          const Icon = iconFor(item.icon);
          if (!item.children) {
            return (
              <Tooltip key={item.name} label={item.title} position="right">
                <UnstyledButton {...linkProps(item)} className={classes.iconItem} data-active={item.to === pathname || undefined} aria-current={item.to === pathname ? 'page' : undefined} aria-label={item.title}>
                  <Icon size={20} />
                </UnstyledButton>
              </Tooltip>
            );
          }
          return (
            <Menu key={item.name} position="right-start" trigger="click-hover" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.iconItem} aria-label={item.title}><Icon size={20} /></UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{item.title}</Menu.Label>
                {item.children.map((c) => <Menu.Item key={c.name} {...linkProps(c)}>{c.title}</Menu.Item>)}
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Stack>
    );
  }

  return (
    <ScrollArea component="nav" aria-label="主菜单" className={classes.menuScroll}>
      <Text className={classes.sectionTitle}>{sectionTitle}</Text>
      {items.map((item) => {
        const Icon = iconFor(item.icon);
        if (!item.children) {
          return (
            <NavLink key={item.name} {...linkProps(item)} label={item.title} leftSection={<Icon size={18} />} active={item.to === pathname} aria-current={item.to === pathname ? 'page' : undefined} variant="filled" />
          );
        }
        return (
          <NavLink
            key={item.name}
            component="button"
            type="button"
            label={item.title}
            leftSection={<Icon size={18} />}
            opened={opened === item.name}
            onChange={(o) => setOpened(o ? item.name : null)}
            childrenOffset={28}
          >
            {item.children.map((c) => (
              <NavLink key={c.name} {...linkProps(c)} label={c.title} active={c.to === pathname} aria-current={c.to === pathname ? 'page' : undefined} variant="filled" />
            ))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
