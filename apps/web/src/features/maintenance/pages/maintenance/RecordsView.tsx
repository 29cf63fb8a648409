import { Badge, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import {
  fetchMaintenanceRecords,
  maintenanceRecordsKey,
  type MaintenanceRecord,
  type MaintenanceRecordsBody,
} from '@/features/maintenance/api/maintenance-records';

type RecordFilters = FiltersOf<
  MaintenanceRecordsBody,
  'eqpCode' | 'maintType' | 'signStatus' | 'maintDateBegin' | 'maintDateEnd'
>;
const recordFilters: FilterSpec<RecordFilters>[] = [
  { kind: 'text', name: 'eqpCode', label: '设备代码', width: 200 },
  {
    kind: 'select',
    name: 'maintType',
    label: '维保类型',
    options: [
      { value: '1', label: '半月维保' },
      { value: '2', label: '季度维保' },
      { value: '3', label: '半年维保' },
      { value: '4', label: '年度维保' },
    ],
    width: 130,
  },
  {
    kind: 'select',
    name: 'signStatus',
    label: '签字确认',
    options: [
      { value: '0', label: '未确认' },
      { value: '1', label: '已确认' },
    ],
    width: 120,
  },
  { kind: 'dateRange', from: 'maintDateBegin', to: 'maintDateEnd', label: '维保日期' },
];

export const recordsSource = listSource({
  filters: recordFilters,
  queryKey: maintenanceRecordsKey,
  fetch: (platform, q) => fetchMaintenanceRecords(platform, toBody(q)),
});

/** One record's items: what was checked, against which requirement, with which result. */
function RecordItems({ record }: { record: MaintenanceRecord }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {record.maintDate} {record.startTime?.slice(11, 16)}–{record.endTime?.slice(11, 16)} · {record.maintainers}（
        {record.maintainerCertNo}）
      </Text>
      <Table striped withTableBorder fz="sm" aria-label="维保项目">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>序号</Table.Th>
            <Table.Th>项目</Table.Th>
            <Table.Th>要求</Table.Th>
            <Table.Th w={80}>结果</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(record.items ?? []).map((i) => (
            <Table.Tr key={i.itemNo}>
              <Table.Td>{i.itemNo}</Table.Td>
              <Table.Td>{i.itemName}</Table.Td>
              <Table.Td>{i.itemContent}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={i.result === '1' ? 'teal' : 'orange'}>
                  {i.resultName}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {record.problemDesc && (
        <Text size="sm" c="orange">
          发现问题：{record.problemDesc}
        </Text>
      )}
    </Stack>
  );
}

/** 维保记录: the maintenance records of the unit's equipment and whether the unit signed them. */
export function RecordsView() {
  return (
    <ListPage
      title="维保记录"
      source={recordsSource}
      rowKey={(r) => r.id}
      columns={[
        {
          id: 'eqp',
          title: '设备',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.eqpName}</Text>
              <Text size="xs" c="dimmed">
                {r.eqpCode}
              </Text>
            </Stack>
          ),
        },
        { key: 'useAddress', title: '使用地点' },
        { key: 'maintUnitName', title: '维保单位', width: 180 },
        { key: 'maintTypeName', title: '维保类型', width: 90 },
        { key: 'maintDate', title: '维保日期', width: 110, sortField: 'maintDate' },
        { key: 'maintainers', title: '维保人员', width: 120 },
        {
          id: 'sign',
          title: '签字确认',
          width: 90,
          render: (r) => (
            <Badge variant="light" color={r.signStatus === '1' ? 'teal' : 'orange'}>
              {r.signStatusName ?? '—'}
            </Badge>
          ),
        },
      ]}
      rowActions={[
        {
          label: '详情',
          onClick: (r) =>
            modals.open({ title: `维保记录：${r.eqpName}`, size: 'xl', children: <RecordItems record={r} /> }),
        },
      ]}
      emptyText="没有符合条件的维保记录"
    />
  );
}
