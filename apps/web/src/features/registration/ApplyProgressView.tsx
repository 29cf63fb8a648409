import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useScreenLayout } from '@/platform/screen-layout';

interface ApplyProgress {
  currentStepName?: string | null;
  currentHandler?: string | null;
  currentOrg?: string | null;
  timeLimitDays?: number | null;
  usedDays?: number | null;
  deadline?: string | null;
  equipmentProgress: {
    oidno: string;
    eqpCode: string;
    eqpName?: string | null;
    stepName: string;
    statusName: string;
    registCode?: string | null;
  }[];
}

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} component="div">
      {children}
    </Text>
  </Stack>
);

type EquipmentProgress = ApplyProgress['equipmentProgress'][number];

/** Each device's step as cards on a phone, where a table's five columns wrapped a character a line. */
function EquipmentCards({ devices }: { devices: EquipmentProgress[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="各设备办理进度">
      {devices.map((e) => (
        <Paper key={e.oidno} withBorder p="sm" role="listitem" aria-label={e.eqpName ?? e.eqpCode}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="sm" fw={500}>
              {e.eqpName ?? '—'}
            </Text>
            <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
              {e.statusName}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            设备代码 {e.eqpCode} · 所处环节 {e.stepName}
          </Text>
          <Text size="xs" c="dimmed">
            使用登记证编号 {e.registCode ?? '—'}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** eduProcess: where an application stands, its time limit, and each equipment's step. */
export function ApplyProgressView({ progress }: { progress: ApplyProgress }) {
  const { timeLimitDays: limit, usedDays: used } = progress;
  const { phone } = useScreenLayout();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Item label="当前环节">{progress.currentStepName ?? '—'}</Item>
        <Item label="当前处理人">
          {[progress.currentHandler, progress.currentOrg].filter(Boolean).join('，') || '—'}
        </Item>
        <Item label="承诺时限">{limit != null ? `${limit} 个工作日（已用 ${used ?? 0} 天）` : '—'}</Item>
        <Item label="办理截止日期">{progress.deadline ?? '—'}</Item>
      </SimpleGrid>
      {limit != null && limit > 0 && (
        <Progress
          value={Math.min(100, ((used ?? 0) / limit) * 100)}
          aria-label="办理时限已用"
          color={(used ?? 0) > limit ? 'red' : 'blue'}
        />
      )}
      {!!progress.equipmentProgress.length && phone && <EquipmentCards devices={progress.equipmentProgress} />}
      {!!progress.equipmentProgress.length && !phone && (
        <Table striped withTableBorder fz="sm" aria-label="各设备办理进度">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>设备</Table.Th>
              <Table.Th w={170}>设备代码</Table.Th>
              <Table.Th w={100}>所处环节</Table.Th>
              <Table.Th w={100}>状态</Table.Th>
              <Table.Th w={190}>使用登记证编号</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progress.equipmentProgress.map((e) => (
              <Table.Tr key={e.oidno}>
                <Table.Td>{e.eqpName ?? '—'}</Table.Td>
                <Table.Td>{e.eqpCode}</Table.Td>
                <Table.Td>{e.stepName}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge size="sm" variant="light">
                      {e.statusName}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>{e.registCode ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
