import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';

/** One count above a list; with `filter`, clicking it filters the list by that value. */
export interface CountCard {
  key: string;
  label: string;
  value: number | null | undefined;
  color: string;
  filter?: string;
}

/**
 * Counts above a list (people, certificates expiring, expired, …): each a button named by its label
 * and count; those with a `filter` narrow the list, the others are disabled. Each count carries
 * `data-testid="<testIdPrefix>-<key>"`.
 */
export function CountCards({
  label,
  cards,
  testIdPrefix,
  onFilter,
}: {
  label: string;
  cards: CountCard[];
  testIdPrefix: string;
  onFilter: (value: string) => void;
}) {
  return (
    // Three a row on a phone (a label of four or five characters stays on one line), all in one row above.
    <SimpleGrid
      cols={{ base: Math.min(3, cards.length), sm: cards.length }}
      spacing={{ base: 'xs', sm: 'md' }}
      mb="md"
      aria-label={label}
    >
      {cards.map((c) => (
        <UnstyledButton
          key={c.key}
          onClick={c.filter ? () => onFilter(c.filter!) : undefined}
          disabled={!c.filter}
          aria-label={`${c.label} ${c.value ?? '—'}`}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: '8px 12px' }}
        >
          <Text size="xs" c="dimmed">
            {c.label}
          </Text>
          <Text fw={700} size="xl" c={c.color} data-testid={`${testIdPrefix}-${c.key}`}>
            {c.value ?? '—'}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
