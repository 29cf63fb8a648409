import type { ReactNode } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import type { ColumnSpec } from './types';

/**
 * A cell of two lines: a name in the table's size over its code or detail, dimmed; the second line
 * only when there is something to show. A function rather than a component, so the list can read
 * the cell's text (a row's name in its action labels, whether the cell wraps).
 */
export const twoLines = (main: ReactNode, sub?: ReactNode) => (
  <Stack gap={0}>
    <Text size="sm">{main}</Text>
    {sub !== undefined && sub !== null && sub !== false && sub !== '' && (
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    )}
  </Stack>
);

/** A state as a light tag in its colour (a function for the same reason as `twoLines`). */
export const tag = (text: ReactNode, color: string) => (
  <Badge variant="light" color={color}>
    {text}
  </Badge>
);

/** The column of a row's equipment: its name over its code. */
export const eqpColumn = <Row extends { eqpName?: string | null; eqpCode?: string | null }>(
  title = '设备',
  width?: number,
): ColumnSpec<Row> => ({ id: 'eqp', title, width, render: (r) => twoLines(r.eqpName, r.eqpCode) });
