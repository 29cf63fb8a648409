import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { FieldGrid } from '@/kit/detail/DetailView';
import { PrintButton } from '@/kit/print/PrintButton';
import { slipDocument, slipSections, type SlipView } from './slip';

/**
 * A slip or a payment note on a public page (no shell): its number and payer, a link to the other
 * document and the print button, then the slip's sections under small headings and what the page adds.
 */
export function PublicSlip({
  view,
  heading,
  subheading,
  link,
  children,
}: {
  view: SlipView;
  heading: string;
  subheading: string;
  link: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Text fw={600}>{heading}</Text>
          <Text size="sm" c="dimmed">
            {subheading}
          </Text>
        </div>
        <Group gap="xs">
          {link}
          <PrintButton document={() => slipDocument(view)} />
        </Group>
      </Group>
      <Stack gap="lg">
        {slipSections(view).map((s) => (
          <div key={s.title}>
            <Title order={3} size="h5" mb="xs">
              {s.title}
            </Title>
            {s.fields && <FieldGrid fields={s.fields} columns={2} />}
            {s.content}
          </div>
        ))}
      </Stack>
      {children}
    </Stack>
  );
}
