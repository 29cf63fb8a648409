import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useScreenLayout } from '@/platform/screen-layout';
import { ScrollBox } from '@/kit/ScrollBox';
import classes from '@/kit/list/ListCards.module.css';

/** A column of a record's table: its heading, its cell, and on a phone the label of its value. */
export interface RecordColumn<Row> {
  title: string;
  width?: number;
  cell: (row: Row) => ReactNode;
}

/**
 * The rows a record holds (its devices, its fee items) on a detail page: a table, which scrolls
 * sideways in its own box when it is wider than the page; below `sm` a card per row instead, titled
 * by `title` with every other column as a labelled value, so a phone shows the whole row without
 * scrolling sideways. `action` adds a last column (on a card, below its values).
 */
export function RecordTable<Row>({
  label,
  rows,
  rowKey,
  title,
  columns,
  minWidth,
  action,
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  title: RecordColumn<Row>;
  columns: readonly RecordColumn<Row>[];
  minWidth: number;
  action?: { title: string; width?: number; cell: (row: Row) => ReactNode };
}) {
  const { phone } = useScreenLayout();
  const id = useId();
  if (phone)
    return (
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row, i) => (
          <Paper key={rowKey(row)} component="li" withBorder radius="sm" p="sm" aria-labelledby={`${id}-${i}`}>
            <Text fw={700} size="sm" component="div" id={`${id}-${i}`} className={classes.value}>
              {title.cell(row)}
            </Text>
            <Stack component="dl" gap={4} mt={6} mb={0}>
              {columns.map((c) => (
                <Text key={c.title} size="sm" component="div" className={classes.figure}>
                  <Text component="dt" size="sm" c="dimmed">
                    {c.title}
                  </Text>
                  <Text component="dd" size="sm" className={classes.value}>
                    {c.cell(row)}
                  </Text>
                </Text>
              ))}
            </Stack>
            {action && (
              <Group justify="flex-end" mt="xs">
                {action.cell(row)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    );
  const all = [title, ...columns];
  return (
    <ScrollBox label={label}>
      <Table striped withTableBorder fz="sm" miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {all.map((c) => (
              <Table.Th key={c.title} w={c.width}>
                {c.title}
              </Table.Th>
            ))}
            {action && <Table.Th w={action.width}>{action.title}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {all.map((c) => (
                <Table.Td key={c.title}>{c.cell(row)}</Table.Td>
              ))}
              {action && <Table.Td>{action.cell(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
