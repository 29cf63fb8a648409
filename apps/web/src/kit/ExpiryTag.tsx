import { Badge, Group, Text } from '@mantine/core';
import { expiryLabel, expiryState } from './expiry';

/** An end date with its flag: red when expired, orange when it ends within 90 days (browser clock). */
export function ExpiryTag({ date }: { date?: string | null }) {
  if (!date)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const state = expiryState(date);
  const label = expiryLabel(date);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{date}</Text>
      {label && (
        <Badge size="sm" variant="light" color={state === 'expired' ? 'red' : 'orange'} data-expiry={state}>
          {label}
        </Badge>
      )}
    </Group>
  );
}
