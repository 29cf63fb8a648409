import { Anchor, Divider, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionState } from '@/platform/PlatformContext';
import { routeAllowed } from '@/platform/routing';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useEquipmentStatistics } from '@/shared/equipment/api/equipment-statistics';
import { useTodoCounts } from '@/features/home/api/todo-counts';
import { applicationCounts, equipmentCounts, otherCounts, type DeskCount } from '@/features/home/desk';
import classes from './TodoPanel.module.css';

/** The routes this user may open: a count whose list would end on /401 is left out. */
export function useMayOpen() {
  const state = useSessionState();
  return (item: { route: DeskCount['route'] }) => routeAllowed(item.route, (k) => !k || state.access.includes(k));
}

/** A count in the applications table: a link to the filtered list, or a dimmed 0 (nothing to open). */
function CountCell({ item }: { item: DeskCount }) {
  if (!item.count)
    return (
      <Text span c="dimmed" data-testid={`todo-${item.key}`}>
        0
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={item.to}
      fw={700}
      aria-label={`${item.label} ${item.count} ${item.unit}`}
      data-testid={`todo-${item.key}`}
    >
      {item.count}
    </Anchor>
  );
}

/** A to-do line: the whole line opens the filtered list while there is something to do. */
function CountRow({ item }: { item: DeskCount }) {
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{item.label}</Text>
      <Text size="sm" fw={item.count ? 700 : 400} c={item.count ? 'red.8' : 'dimmed'} data-testid={`todo-${item.key}`}>
        {item.count} {item.unit}
      </Text>
    </Group>
  );
  if (!item.count) return <div className={classes.todoRow}>{body}</div>;
  return (
    <UnstyledButton component={Link} to={item.to} className={classes.todoRow} data-todo-link>
      {body}
    </UnstyledButton>
  );
}

/**
 * 待办: what the unit has to do, each count opening its list filtered to what it counts.
 * Two sources, each with its own loading and error state: the to-do summary (applications, slips,
 * rectifications, certificates) and the equipment numbers (overdue, due in 30 days).
 */
export function TodoPanel() {
  const todo = useTodoCounts();
  const stats = useEquipmentStatistics();
  const mayOpen = useMayOpen();
  return (
    <PageCard title="待办">
      <QueryState query={todo}>
        {(c) => {
          const kinds = applicationCounts(c).filter(mayOpen);
          const others = otherCounts(c).filter(mayOpen);
          return (
            <Stack gap="sm">
              {kinds.length > 0 && (
                <Table
                  withTableBorder
                  withColumnBorders
                  verticalSpacing={4}
                  aria-label="待处理的申请"
                  data-testid="todo-applications"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">申请</Table.Th>
                      <Table.Th scope="col" ta="center">
                        已退回
                      </Table.Th>
                      <Table.Th scope="col" ta="center">
                        草稿未提交
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {kinds.map((k) => (
                      <Table.Tr key={k.kind}>
                        <Table.Th scope="row" fw={400}>
                          {k.label}
                        </Table.Th>
                        <Table.Td ta="center">
                          <CountCell item={k.returned} />
                        </Table.Td>
                        <Table.Td ta="center">
                          <CountCell item={k.drafts} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={0} data-testid="todo-others">
                {others.map((item) => (
                  <CountRow key={item.key} item={item} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryState>
      <Divider my="sm" />
      <QueryState query={stats} minHeight={48}>
        {(s) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={0} data-testid="todo-equipment">
            {equipmentCounts(s)
              .filter(mayOpen)
              .map((item) => (
                <CountRow key={item.key} item={item} />
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageCard>
  );
}
