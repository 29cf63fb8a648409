import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import type { components } from '@tzsb/sdk';
import { useStatusColor } from '@/kit/options';
import { RecordTable } from '@/kit/RecordTable';

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
    <RecordTable
      label="设备清单"
      rows={list}
      rowKey={(e) => e.oidno}
      minWidth={640}
      title={{ title: '设备名称', cell: (e) => e.eqpName }}
      columns={[
        { title: '设备代码', width: 170, cell: (e) => e.eqpCode },
        { title: '品种', width: 140, cell: (e) => e.eqpVarietyName ?? '—' },
        { title: '使用登记证编号', width: 190, cell: (e) => e.registCode ?? '—' },
        { title: '使用地点', cell: (e) => e.useAddress ?? '—' },
        { title: '内部编号', width: 90, cell: (e) => e.internalNo ?? '—' },
        {
          title: '状态',
          width: 80,
          cell: (e) =>
            e.useStatusName ? (
              <Badge size="sm" variant="light" color={useStatusColor[e.useStatus ?? ''] ?? 'gray'}>
                {e.useStatusName}
              </Badge>
            ) : (
              '—'
            ),
        },
      ]}
      action={action && { title: '操作', width: 80, cell: action }}
    />
  );
}
