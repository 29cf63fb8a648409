import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { colId } from './cells';
import { orderedColumns, withColumnMoved, withColumnShown, withDefaultLayout } from './list-columns';
import type { Density } from './list-prefs';
import type { ListPrefsHandle } from './useListPrefs';
import type { ColumnSpec } from './types';

export interface ColumnSettingsProps<Row> {
  columns: readonly ColumnSpec<Row>[];
  /** The columns the screen shows now: the table's, or a card's fields on a phone. */
  shownIds: readonly string[];
  handle: ListPrefsHandle;
  /** A phone: the choice is of a card's fields, and there is no density. */
  cards: boolean;
}

const DENSITIES: { value: Density; label: string }[] = [
  { value: 'default', label: '默认' },
  { value: 'compact', label: '紧凑' },
];

/** The 列设置 panel: a checkbox per column, 上移/下移 buttons (no dragging), 恢复默认, and the density. */
export default function ColumnSettingsPanel<Row>({ columns, shownIds, handle, cards }: ColumnSettingsProps<Row>) {
  const { prefs, update } = handle;
  const ordered = orderedColumns(columns, prefs);
  const allIds = ordered.map(colId);
  const shown = new Set(shownIds);
  const box = useRef<HTMLDivElement>(null);
  const columnsTitle = useId();
  const densityTitle = useId();
  // A moved row is put back in place by the browser, which drops the focus of its button: it goes
  // back to the button pressed, or to the other one once the row reaches an end.
  const [moved, setMoved] = useState<{ id: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const find = (by: number) =>
      box.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${moved.id}:${by}`)}"]:not(:disabled)`);
    (find(moved.by) ?? find(-moved.by))?.focus();
  }, [moved, prefs]);
  const move = (id: string, by: -1 | 1) => {
    update((p) => withColumnMoved(p, allIds, id, by));
    setMoved({ id, by });
  };
  return (
    <Stack gap="xs" ref={box}>
      <Text size="sm" fw={700} id={columnsTitle}>
        {cards ? '卡片显示的字段' : '显示的列'}
      </Text>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={columnsTitle}>
        {ordered.map((c, i) => {
          const id = colId(c);
          const title = c.title || id;
          return (
            <Group component="li" key={id} justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                label={title}
                checked={shown.has(id)}
                // The last column shown stays: a table of no columns shows nothing to act on.
                disabled={shown.has(id) && shown.size === 1}
                onChange={(e) => {
                  const show = e.currentTarget.checked;
                  update((p) => withColumnShown(p, allIds, shownIds, id, show));
                }}
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`上移：${title}`}
                  data-move={`${id}:-1`}
                  disabled={i === 0}
                  onClick={() => move(id, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`下移：${title}`}
                  data-move={`${id}:1`}
                  disabled={i === ordered.length - 1}
                  onClick={() => move(id, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      {!cards && (
        <Group gap="sm" justify="space-between">
          <Text size="sm" fw={700} id={densityTitle}>
            密度
          </Text>
          <SegmentedControl
            aria-labelledby={densityTitle}
            size="xs"
            data={DENSITIES}
            value={prefs.density ?? 'default'}
            onChange={(v) => update((p) => ({ ...p, density: v as Density }))}
          />
        </Group>
      )}
      <Button variant="subtle" size="compact-sm" onClick={() => update(withDefaultLayout)}>
        恢复默认
      </Button>
    </Stack>
  );
}
