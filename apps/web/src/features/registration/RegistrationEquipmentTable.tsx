import type { ReactNode } from 'react';
import { Badge, Table, Text } from '@mantine/core';
import type { components } from '@tzsb/sdk';
import { useStatusColor } from '@/kit/options';
import { ScrollBox } from '@/kit/ScrollBox';

type Equipment = Pick<
  components['schemas']['Equipment'],
  | 'oidno'
  | 'eqpCode'
  | 'eqpName'
  | 'eqpVarietyName'
  | 'registCode'
  | 'useAddress'
  | 'internalNo'
  | 'useStatus'
  | 'useStatusName'
>;

/** The equipment of a registration or application; `action` adds a last column (e.g. 移除). */
export function RegistrationEquipmentTable({
  list,
  action,
}: {
  list: readonly Equipment[];
  action?: (e: Equipment) => ReactNode;
}) {
  if (!list.length)
    return (
      <Text size="sm" c="dimmed">
        没有设备
      </Text>
    );
  return (
    <ScrollBox label="设备清单">
      <Table striped withTableBorder fz="sm" miw={640} aria-label="设备清单">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>设备名称</Table.Th>
            <Table.Th w={170}>设备代码</Table.Th>
            <Table.Th w={140}>品种</Table.Th>
            <Table.Th w={190}>使用登记证编号</Table.Th>
            <Table.Th>使用地点</Table.Th>
            <Table.Th w={90}>内部编号</Table.Th>
            <Table.Th w={80}>状态</Table.Th>
            {action && <Table.Th w={80}>操作</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((e) => (
            <Table.Tr key={e.oidno}>
              <Table.Td>{e.eqpName}</Table.Td>
              <Table.Td>{e.eqpCode}</Table.Td>
              <Table.Td>{e.eqpVarietyName ?? '—'}</Table.Td>
              <Table.Td>{e.registCode ?? '—'}</Table.Td>
              <Table.Td>{e.useAddress ?? '—'}</Table.Td>
              <Table.Td>{e.internalNo ?? '—'}</Table.Td>
              <Table.Td>
                {e.useStatusName ? (
                  <Badge size="sm" variant="light" color={useStatusColor[e.useStatus ?? ''] ?? 'gray'}>
                    {e.useStatusName}
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
              {action && <Table.Td>{action(e)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
