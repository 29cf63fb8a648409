import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { StatusTag } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchUseManageQueryList,
  useManageQueryListKey,
  type UseManageQueryBody,
} from '@/features/registration-change/api/use-manage-query-list';
import { bizTypeOptions, statusOptions } from '@/features/registration-change/applications';
import { USE_MANAGE_STATUSES, useManageCalls } from '@/features/registration-change/useManage';
import { linkTo } from '@/platform/routing';

type Filters = FiltersOf<
  UseManageQueryBody,
  'applyNo' | 'bizType' | 'equclacode' | 'eqpCode' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  { kind: 'text', name: 'applyNo', label: '申请编号', width: 180 },
  { kind: 'select', name: 'bizType', label: '业务类型', options: bizTypeOptions, width: 200 },
  { kind: 'equipmentType', name: 'equclacode' },
  { kind: 'text', name: 'eqpCode', label: '设备代码', width: 200 },
  { kind: 'select', name: 'status', label: '状态', options: statusOptions(USE_MANAGE_STATUSES), width: 120 },
  { kind: 'dateRange', from: 'applyDateBegin', to: 'applyDateEnd', label: '申请日期' },
];

const source = listSource({
  filters,
  queryKey: useManageQueryListKey,
  fetch: (platform, q) => fetchUseManageQueryList(platform, toBody(q)),
});
export const prefetch = prefetchList(source);

/** 使用登记变更查询 (change-query): all the unit's change applications, finished ones too. */
export default function ChangeQueryPage() {
  const navigate = useNavigate();
  const { lifecycle } = useManageCalls();
  return (
    <ListPage
      source={source}
      rowKey={(r) => r.id}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 170, sortField: 'applyNo' },
        { key: 'bizTypeName', title: '业务类型', width: 110 },
        {
          id: 'eqp',
          title: '设备',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.eqpName ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {r.equclaname} {r.eqpCode ?? ''}
              </Text>
            </Stack>
          ),
        },
        { key: 'registOrgName', title: '登记机关', width: 200 },
        { key: 'applyDate', title: '申请日期', width: 110, sortField: 'applyDate' },
        { key: 'finishDate', title: '办结日期', width: 110 },
        {
          id: 'status',
          title: '状态',
          width: 90,
          render: (r) => <StatusTag lifecycle={lifecycle} row={r} size="sm" />,
        },
      ]}
      rowActions={[{ label: '查看', onClick: (r) => navigate(linkTo('company_service_change_detail', { id: r.id })) }]}
      emptyText="没有符合条件的变更申请"
    />
  );
}
