import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A list's button that adds a record (新增…), as its toolbar shows it. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onClick}>
      {label}
    </Button>
  );
}
