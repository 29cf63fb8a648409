import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import { PageCard } from '@/kit/PageCard';

/** The heading of a record's page or form: its title with tags, a line below, and actions on the right. */
export function PageHeading({
  title,
  tags,
  subtitle,
  actions,
}: {
  title: ReactNode;
  /** Badges beside the title (status, number). */ tags?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageCard>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={3}>{title}</Title>
            {tags}
          </Group>
          {subtitle && (
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </PageCard>
  );
}
