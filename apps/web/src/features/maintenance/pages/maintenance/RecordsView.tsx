import { Badge, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import {
  fetchMaintenanceRecords,
  maintenanceRecordsKey,
  type MaintenanceRecord,
  type MaintenanceRecordsBody,
} from '@/features/maintenance/api/maintenance-records';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { optionsOf } from '@/kit/options';
import { eqpColumn, tag } from '@/kit/list/cells-ui';

type RecordFilters = FiltersOf<
  MaintenanceRecordsBody,
  'eqpCode' | 'maintType' | 'signStatus' | 'maintDateBegin' | 'maintDateEnd'
>;
const recordFilters: FilterSpec<RecordFilters>[] = [
  textFilter('eqpCode', '设备代码', 200),
  selectFilter(
    'maintType',
    '维保类型',
    optionsOf([
      ['1', '半月维保'],
      ['2', '季度维保'],
      ['3', '半年维保'],
      ['4', '年度维保'],
    ]),
    130,
  ),
  selectFilter(
    'signStatus',
    '签字确认',
    optionsOf([
      ['0', '未确认'],
      ['1', '已确认'],
    ]),
    120,
  ),
  dateRangeFilter('maintDateBegin', 'maintDateEnd', '维保日期'),
];

export const recordsSource = bodyListSource(recordFilters, maintenanceRecordsKey, fetchMaintenanceRecords);

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
      columns={[
        eqpColumn(),
        { key: 'useAddress', title: '使用地点' },
        { key: 'maintUnitName', title: '维保单位', width: 180 },
        { key: 'maintTypeName', title: '维保类型', width: 90 },
        { key: 'maintDate', title: '维保日期', width: 110, sortField: 'maintDate' },
        { key: 'maintainers', title: '维保人员', width: 120 },
        {
          id: 'sign',
          title: '签字确认',
          width: 90,
          render: (r) => tag(r.signStatusName ?? '—', r.signStatus === '1' ? 'teal' : 'orange'),
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
