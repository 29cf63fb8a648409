import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { RowAction } from './types';

/** Which of a row's actions show as buttons: all up to two; with more, the first and the `inline` ones. */
const shownActions = <Row,>(actions: RowAction<Row>[]) =>
  actions.length <= 2 ? actions : actions.filter((a, i) => i === 0 || a.inline);
/** Whether some of a row's actions go under 更多 (⋯). */
export const hasMore = <Row,>(actions: RowAction<Row>[]) => shownActions(actions).length < actions.length;

/**
 * A row's actions: up to two as buttons; with more, the first and the `inline` ones stay buttons and
 * the rest go under 更多 (named with the row: 更多操作：1号客梯). On a card (`named`) every button carries the row's name
 * too, since no column header or row says which record it acts on.
 */
export function RowActions<Row>({
  row,
  actions,
  name,
  run,
  busy,
  named = false,
  size = 'compact-xs',
}: {
  row: Row;
  actions: RowAction<Row>[];
  name: string;
  run: (a: RowAction<Row>, row: Row) => void;
  /** Whether the action is running for this row: busy from the click until the answer (a second click sends nothing). */
  busy?: (a: RowAction<Row>, row: Row) => boolean;
  named?: boolean;
  size?: 'compact-xs' | 'compact-sm';
}) {
  const shown = shownActions(actions);
  const more = actions.filter((a) => !shown.includes(a));
  const label = (text: string) => (name ? `${text}：${name}` : text);
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((a) => (
        <Button
          key={a.label}
          size={size}
          variant={named ? 'light' : 'subtle'}
          color={a.color}
          loading={busy?.(a, row)}
          aria-label={named && name ? label(a.label) : undefined}
          onClick={() => run(a, row)}
        >
          {a.label}
        </Button>
      ))}
      {more.length > 0 && (
        <MoreMenu label={label('更多操作')} size={named ? 'lg' : 'sm'}>
          {more.map((a) => (
            <Menu.Item key={a.label} color={a.color} disabled={busy?.(a, row)} onClick={() => run(a, row)}>
              {a.label}
            </Menu.Item>
          ))}
        </MoreMenu>
      )}
    </Group>
  );
}

/**
 * 更多 (⋯): a plain button until it is first used, then the menu, opened. A list holds one per row,
 * and a mounted menu (its popover, portal and transition) re-renders each time its page is shown
 * again from a cached tab: with ten rows that was most of a tab switch.
 */
function MoreMenu({ label, size, children }: { label: string; size: 'lg' | 'sm'; children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const clicked = useRef(false);
  // The menu's own button replaces the plain one and takes the focus, then the menu opens: opening
  // after the mount is what lets the menu note where the focus was, to give it back on closing. Only
  // after the click: a page hidden in its tab runs its effects again when shown (React <Activity>),
  // and closes its menu when hidden, so a tab shown again never comes back with a menu open.
  useEffect(() => {
    if (clicked.current) {
      clicked.current = false;
      target.current?.focus();
      setOpened(true);
    }
    return () => setOpened(false);
  }, [used]);
  const icon = <IconDots size={16} />;
  if (!used) {
    return (
      <ActionIcon
        variant="subtle"
        size={size}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          clicked.current = true;
          setUsed(true);
        }}
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Menu withinPortal position="bottom-end" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" size={size} aria-label={label}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
