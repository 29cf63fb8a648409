import type { ReactNode } from 'react';
import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { PublicFrame } from '@/kit/PublicFrame';

/**
 * What an applicant without a session sees after submitting (a registration, a password reset):
 * that it went in, its number, what happens next, and where to go from here.
 */
export function SubmittedFrame({
  title,
  headline,
  no,
  noHint,
  next,
  actions,
}: {
  title: string;
  headline: string;
  /** The application number from the address, if any. */
  no: string | null;
  /** After the number (e.g. 请妥善保存). */
  noHint?: string;
  /** The steps under 接下来. */
  next: ReactNode[];
  actions: ReactNode;
}) {
  return (
    <PublicFrame title={title} width={720}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" size={44} radius="xl" variant="light">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{headline}</Text>
            {no ? (
              <Text size="sm" c="dimmed">
                申请编号：
                <Text span ff="monospace" c="dark" data-testid="apply-no">
                  {no}
                </Text>
                {noHint}
              </Text>
            ) : null}
          </div>
        </Group>
        <div>
          <Text fw={600} size="sm" mb={6}>
            接下来
          </Text>
          <List size="sm" spacing={6}>
            {next.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List>
        </div>
        <Group>{actions}</Group>
      </Stack>
    </PublicFrame>
  );
}
