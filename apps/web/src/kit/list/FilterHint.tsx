import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SAME_TAB_STATE } from '@/platform/tab-identity';

/**
 * Above a list opened from a link that narrows it to one record's rows (a pipeline's components, one
 * person's certificates; the list's `hiddenFilters`): what is shown, and the way to the whole list
 * (`showAll.to`, opened in the page's own tab).
 */
export function FilterHint({ children, showAll }: { children: ReactNode; showAll: { label: string; to: string } }) {
  const navigate = useNavigate();
  return (
    <Alert color="blue" variant="light" icon={<IconFilter size={18} />} mb="sm" py="xs">
      <Group justify="space-between">
        <Text size="sm">{children}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => navigate(showAll.to, { replace: true, state: SAME_TAB_STATE })}
        >
          {showAll.label}
        </Button>
      </Group>
    </Alert>
  );
}
