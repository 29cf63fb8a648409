import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { SavedFilter } from './list-prefs';
import { saveRefusal, withSavedFilter, withoutSavedFilter } from './saved-filters';
import type { ListPrefsHandle } from './useListPrefs';

export interface SavedFiltersProps {
  handle: ListPrefsHandle;
  /** The filters applied now (those in the address) that differ from what 重置 restores. */
  current: Record<string, string>;
  /** Searches with a saved filter, as 查询 with those filters typed would. */
  apply: (saved: SavedFilter) => void;
  close: () => void;
}

/** The 常用筛选 panel: each saved filter applied in a click or deleted; the current filters saved by name. */
export default function SavedFiltersPanel({ handle, current, apply, close }: SavedFiltersProps) {
  const { prefs, update } = handle;
  const saved = prefs.filters ?? [];
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setCount = Object.keys(current).length;
  return (
    <Stack gap="sm">
      {saved.length ? (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label="常用筛选">
          {saved.map((f) => (
            <Group component="li" key={f.name} justify="space-between" wrap="nowrap" gap="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                justify="flex-start"
                style={{ flex: 1, minWidth: 0 }}
                onClick={() => {
                  apply(f);
                  close();
                }}
              >
                {f.name}
              </Button>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={`删除常用筛选：${f.name}`}
                onClick={() => update((p) => withoutSavedFilter(p, f.name))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          还没有常用筛选：设置筛选条件并查询后，可在下方保存。
        </Text>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // The panel sits in the filter form's React tree: its submit is not a 查询.
          e.stopPropagation();
          const refusal = saveRefusal(prefs, name, current);
          setError(refusal);
          if (refusal) return;
          update((p) => withSavedFilter(p, name, current));
          setName('');
        }}
      >
        <Stack gap="xs">
          <TextInput
            label="保存当前筛选为"
            description={setCount ? `当前已设 ${setCount} 项筛选条件` : '当前没有设置筛选条件'}
            placeholder="名称，如：电梯"
            maxLength={20}
            value={name}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" size="compact-sm">
            保存
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
