import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

/**
 * Above a list narrowed by a link to one holder, pipeline, … (a hidden filter): says what is shown
 * and offers the whole list again.
 */
export function FilterHint({ children, clearLabel, onClear }: { children: ReactNode; clearLabel: string; onClear: () => void }) {
  return (
    <Alert color="blue" variant="light" icon={<IconFilter size={18} />} mb="sm" py="xs">
      <Group justify="space-between">
        <Text size="sm">{children}</Text>
        <Button size="compact-sm" variant="subtle" onClick={onClear}>{clearLabel}</Button>
      </Group>
    </Alert>
  );
}
