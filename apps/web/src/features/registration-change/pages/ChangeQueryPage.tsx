import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchUseManageQueryList,
  useManageQueryListKey,
  type UseManageQueryBody,
} from '@/features/registration-change/api/use-manage-query-list';
import { bizTypeOptions } from '@/features/registration-change/applications';
import { USE_MANAGE_STATUSES, useManageCalls } from '@/features/registration-change/useManage';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';

type Filters = FiltersOf<
  UseManageQueryBody,
  'applyNo' | 'bizType' | 'equclacode' | 'eqpCode' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('applyNo', '申请编号', 180),
  selectFilter('bizType', '业务类型', bizTypeOptions, 200),
  { kind: 'equipmentType', name: 'equclacode' },
  textFilter('eqpCode', '设备代码', 200),
  selectFilter('status', '状态', statusOptions(USE_MANAGE_STATUSES), 120),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

const source = bodyListSource(filters, useManageQueryListKey, fetchUseManageQueryList);
export const prefetch = prefetchList(source);

/** 使用登记变更查询 (change-query): all the unit's change applications, finished ones too. */
export default function ChangeQueryPage() {
  const navigate = useNavigate();
  const { lifecycle } = useManageCalls();
  return (
    <ListPage
      source={source}
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
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={[{ label: '查看', onClick: (r) => navigate(linkTo('company_service_change_detail', { id: r.id })) }]}
      emptyText="没有符合条件的变更申请"
    />
  );
}
