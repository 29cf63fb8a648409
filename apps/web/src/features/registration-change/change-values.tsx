import { Text } from '@mantine/core';
import type { RecordColumn } from '@/kit/RecordTable';

type Value = string | null | undefined;

/**
 * 变更前 and 变更后, as a change application shows them: the old value dimmed, the new one bold, and
 * `empty` where a side has no value.
 */
export function beforeAfterColumns<Row>(
  before: (row: Row) => Value,
  after: (row: Row) => Value,
  empty: string,
): RecordColumn<Row>[] {
  return [
    {
      title: '变更前',
      cell: (row) => (
        <Text span size="sm" c="dimmed">
          {before(row) ?? empty}
        </Text>
      ),
    },
    {
      title: '变更后',
      cell: (row) => (
        <Text span size="sm" fw={600}>
          {after(row) ?? empty}
        </Text>
      ),
    },
  ];
}
