import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** A full-width message in place of the upload UI (missing link, expired QR code, no network). */
export function Notice({
  icon,
  color,
  title,
  message,
  hint,
  action,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  message: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Paper p="xl" withBorder role="alert" data-testid="notice">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={72} radius={36} variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="md">{message}</Text>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
