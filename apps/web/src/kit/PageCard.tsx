import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** The white card every page section sits on, with a title and optional actions. */
export function PageCard({
  title,
  actions,
  children,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper p="md" radius="md" withBorder mb="md">
      {(title || actions) && (
        <Group justify="space-between" mb="sm">
          {typeof title === 'string' ? <Title order={4}>{title}</Title> : title}
          {actions}
        </Group>
      )}
      {children}
    </Paper>
  );
}
