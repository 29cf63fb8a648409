import {
  Anchor,
  Badge,
  Box,
  Grid,
  Group,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import { equipmentTypeByCode, type components } from '@tzsb/sdk';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useStatusColor } from '@/kit/options';
import { useEquipmentOverview } from '@/shared/equipment/api/equipment-overview';
import { useEquipmentStatistics } from '@/shared/equipment/api/equipment-statistics';
import { linkTo } from '@/platform/routing';
import classes from './EquipmentOverviewPage.module.css';
import { ScrollBox } from '@/kit/ScrollBox';

type Statistics = components['schemas']['EquipmentStatisticNums'];
type Overview = components['schemas']['EquipmentOverview'];

/** The number cards: each opens the list it counts. */
const CARDS: { key: keyof Statistics; label: string; color: string; to: string; hint?: string }[] = [
  { key: 'totalCount', label: '设备总数', color: 'blue', to: linkTo('equipment_query') },
  { key: 'inUseCount', label: '在用', color: 'teal', to: linkTo('equipment_query', { useStatus: '1' }) },
  {
    key: 'aboutExpireCount',
    label: '即将到期',
    color: 'yellow',
    to: linkTo('equipment_about_expire'),
    hint: '30 天内需检验',
  },
  { key: 'timeoutCount', label: '超期未检', color: 'red', to: linkTo('equipment_timeout') },
  { key: 'faultCount', label: '检验不合格', color: 'orange', to: linkTo('equipment_fault') },
  { key: 'nonUseCount', label: '未登记', color: 'gray', to: linkTo('equipment_non_use') },
  { key: 'stopCount', label: '停用', color: 'yellow', to: linkTo('equipment_query', { useStatus: '2' }) },
];

function NumberCards({ data }: { data: Statistics }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, xl: 7 }} mb="md">
      {CARDS.map((c) => (
        // Named by what it shows (label, count, 台, hint): a screen reader reads what is seen.
        <UnstyledButton key={c.key} component={Link} to={c.to} className={classes.card} data-color={c.color}>
          <Paper p="md" radius="md" withBorder h="100%">
            <Text size="sm" c="dimmed">
              {c.label}
            </Text>
            <Group gap={4} align="baseline">
              <Text fz={28} fw={700} c={`${c.color}.7`} data-testid={`count-${c.key}`}>
                {(data[c.key] ?? 0).toLocaleString('zh-CN')}
              </Text>
              <Text size="sm" c="dimmed">
                {' '}
                台
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {c.hint ?? '查看列表 ›'}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** A count that opens the filtered list, or a dimmed zero. */
function CountLink({ n, to, color, label }: { n: number | undefined; to: string; color?: string; label: string }) {
  if (!n)
    return (
      <Text size="sm" c="dimmed" ta="right">
        0
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      c={color}
      fw={600}
      display="block"
      ta="right"
      aria-label={`${label} ${n} 台`}
    >
      {n}
    </Anchor>
  );
}

/** By class: a bar per class (在用 and the rest, to one scale) and its counts, each a link. */
function ByType({ rows }: { rows: Overview['byType'] }) {
  const max = Math.max(1, ...rows.map((r) => r.total));
  return (
    <ScrollBox label="按设备类别统计">
      <Table verticalSpacing={6} miw={600} aria-label="按设备类别统计" className={classes.typeTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>设备类别</Table.Th>
            <Table.Th>数量</Table.Th>
            <Table.Th w={64} ta="right">
              总数
            </Table.Th>
            <Table.Th w={64} ta="right">
              在用
            </Table.Th>
            <Table.Th w={80} ta="right">
              即将到期
            </Table.Th>
            <Table.Th w={80} ta="right">
              超期未检
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const name = r.equclaname || equipmentTypeByCode(r.equclacode)?.name || r.equclacode;
            const inUse = r.inUse ?? 0;
            const label = `${name}：共 ${r.total} 台，在用 ${inUse} 台`;
            return (
              <Table.Tr key={r.equclacode} data-type={r.equclacode}>
                <Table.Td>
                  {r.total ? (
                    <Anchor component={Link} to={linkTo('equipment_query', { equclacode: r.equclacode })} size="sm">
                      {name}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={label} disabled={!r.total}>
                    <Box className={classes.track} role="img" aria-label={label}>
                      <Box className={classes.barInUse} style={{ width: `${(inUse / max) * 100}%` }} />
                      <Box className={classes.barOther} style={{ width: `${((r.total - inUse) / max) * 100}%` }} />
                    </Box>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <CountLink
                    n={r.total}
                    to={linkTo('equipment_query', { equclacode: r.equclacode })}
                    label={`${name}总数`}
                  />
                </Table.Td>
                <Table.Td>
                  <CountLink
                    n={r.inUse}
                    to={linkTo('equipment_query', { equclacode: r.equclacode, useStatus: '1' })}
                    color="teal.7"
                    label={`${name}在用`}
                  />
                </Table.Td>
                <Table.Td>
                  <CountLink
                    n={r.aboutExpire}
                    to={linkTo('equipment_about_expire', { equclacode: r.equclacode })}
                    color="yellow.8"
                    label={`${name}即将到期`}
                  />
                </Table.Td>
                <Table.Td>
                  <CountLink
                    n={r.overdue}
                    to={linkTo('equipment_timeout', { equclacode: r.equclacode })}
                    color="red.7"
                    label={`${name}超期未检`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}

/** By use status: a ring and a legend whose counts open the list of that status. */
function ByStatus({ rows }: { rows: Overview['byStatus'] }) {
  const total = rows.reduce((s, r) => s + r.count, 0);
  // 未登记 has its own page; the other states filter 综合查询.
  const to = (status: string) =>
    status === '0' ? linkTo('equipment_non_use') : linkTo('equipment_query', { useStatus: status });
  return (
    <Group align="center" gap="xl" wrap="nowrap">
      <RingProgress
        size={190}
        thickness={22}
        roundCaps={false}
        aria-label="按使用状态统计"
        label={
          <Stack gap={0} align="center">
            <Text fz={26} fw={700}>
              {total}
            </Text>
            <Text size="xs" c="dimmed">
              台设备
            </Text>
          </Stack>
        }
        sections={rows
          .filter((r) => r.count > 0)
          .map((r) => ({
            value: total ? (r.count / total) * 100 : 0,
            color: useStatusColor[r.useStatus] ?? 'blue',
            tooltip: `${r.useStatusName} ${r.count} 台`,
          }))}
      />
      <Stack gap={8} style={{ flex: 1 }} role="list" aria-label="使用状态">
        {rows.map((r) => (
          <Group key={r.useStatus} justify="space-between" wrap="nowrap" role="listitem" className={classes.legendRow}>
            <Group gap={8} wrap="nowrap">
              <Box
                className={classes.swatch}
                style={{ background: `var(--mantine-color-${useStatusColor[r.useStatus] ?? 'blue'}-6)` }}
              />
              <Text size="sm">{r.useStatusName}</Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              {r.count ? (
                <Anchor
                  component={Link}
                  to={to(r.useStatus)}
                  size="sm"
                  fw={600}
                  aria-label={`${r.useStatusName} ${r.count} 台`}
                >
                  {r.count} 台
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  0 台
                </Text>
              )}
              <Badge variant="light" color="gray" w={56}>
                {total ? Math.round((r.count / total) * 100) : 0}%
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** 设备概况: the unit's equipment numbers, by class and by use status; every count opens its list. */
export default function EquipmentOverviewPage() {
  const stats = useEquipmentStatistics();
  const overview = useEquipmentOverview();
  return (
    <>
      <QueryState query={stats}>{(data) => <NumberCards data={data} />}</QueryState>
      <QueryState query={overview} isEmpty={(d) => !d.byType.some((t) => t.total > 0)} empty="本单位还没有设备">
        {(data) => (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <PageCard title="按设备类别">
                <ByType rows={data.byType} />
                <Group gap="md" mt="xs">
                  <Group gap={6}>
                    <Box className={classes.swatch} data-kind="inUse" />
                    <Text size="xs" c="dimmed">
                      在用
                    </Text>
                  </Group>
                  <Group gap={6}>
                    <Box className={classes.swatch} data-kind="other" />
                    <Text size="xs" c="dimmed">
                      停用、未登记等
                    </Text>
                  </Group>
                </Group>
              </PageCard>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <PageCard title="按使用状态">
                <ByStatus rows={data.byStatus} />
              </PageCard>
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </>
  );
}
