import { useId, type ReactNode } from 'react';
import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { cellOf, colId } from './cells';
import type { CardLayout } from './card-layout';
import { RowActions } from './RowActions';
import classes from './ListCards.module.css';
import type { RowAction } from './types';

/** A status cell as a tag: a tag the column renders itself stays as it is, plain text becomes one. */
const asTag = (cell: ReactNode) =>
  typeof cell === 'string' || typeof cell === 'number' ? (
    <Badge variant="light" color="gray">
      {cell}
    </Badge>
  ) : (
    cell
  );

/**
 * The rows of a list below `sm`: one card per row (a list of them, named like the table), with the
 * row's title, its status tag, its key figures as labelled values and its actions, named with the
 * row. `ListPage` draws it from the same columns, rows and actions as its table.
 */
export function ListCards<Row>({
  label,
  rows,
  layout,
  rowKey,
  nameOf,
  actionsOf,
  run,
  busyAction,
  selection,
  busy,
}: {
  label: string;
  rows: Row[];
  layout: CardLayout<Row>;
  rowKey: (row: Row) => string;
  nameOf: (row: Row) => string;
  actionsOf: (row: Row) => RowAction<Row>[];
  run: (a: RowAction<Row>, row: Row) => void;
  busyAction?: (a: RowAction<Row>, row: Row) => boolean;
  selection?: { has: (key: string) => boolean; toggle: (key: string, row: Row) => void };
  busy: boolean;
}) {
  const id = useId();
  return (
    <Stack
      component="ul"
      aria-label={label}
      aria-busy={busy}
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="list-cards"
    >
      {rows.map((row, i) => {
        const key = rowKey(row);
        const name = nameOf(row);
        const actions = actionsOf(row);
        const titleId = `${id}-${i}`;
        return (
          <Paper key={key} component="li" withBorder radius="sm" p="sm" data-row-key={key} aria-labelledby={titleId}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap" miw={0}>
                {selection && (
                  <Checkbox
                    mt={2}
                    aria-label={name ? `选择：${name}` : '选择'}
                    checked={selection.has(key)}
                    onChange={() => selection.toggle(key, row)}
                  />
                )}
                <Text fw={700} size="sm" component="div" id={titleId} className={classes.value}>
                  {layout.title ? cellOf(layout.title, row) : name}
                </Text>
              </Group>
              {layout.status.length > 0 && (
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {layout.status.map((c) => (
                    <span key={colId(c)}>{asTag(cellOf(c, row))}</span>
                  ))}
                </Group>
              )}
            </Group>
            {layout.figures.length > 0 && (
              <Stack component="dl" gap={4} mt="xs" mb={0}>
                {layout.figures.map((c) => (
                  <div key={colId(c)} className={classes.figure}>
                    <Text component="dt" size="xs" c="dimmed">
                      {c.title}
                    </Text>
                    <Text component="dd" size="sm" className={classes.value}>
                      {cellOf(c, row)}
                    </Text>
                  </div>
                ))}
              </Stack>
            )}
            {actions.length > 0 && (
              <Group justify="flex-end" mt="xs">
                <RowActions
                  row={row}
                  actions={actions}
                  name={name}
                  run={run}
                  busy={busyAction}
                  named
                  size="compact-sm"
                />
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
