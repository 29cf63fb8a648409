import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchTerminationList,
  terminationListKey,
  type TerminationListBody,
} from '@/features/registration-change/api/termination-list';
import { terminationTypeOptions } from '@/features/registration-change/applications';
import {
  hasCancellationNotice,
  TERMINATION_STATUSES,
  useTerminationCalls,
} from '@/features/registration-change/termination';
import { openCancellationNotice } from '@/features/registration-change/CancellationNotice';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';
import { AddButton } from '@/kit/list/AddButton';

type Filters = FiltersOf<
  TerminationListBody,
  'applyNo' | 'applyType' | 'equclacode' | 'eqpCode' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('applyNo', '申请编号', 170),
  selectFilter('applyType', '申请类型', terminationTypeOptions, 120),
  { kind: 'equipmentType', name: 'equclacode' },
  textFilter('eqpCode', '设备代码', 190),
  selectFilter('status', '状态', statusOptions(TERMINATION_STATUSES), 120),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

const source = bodyListSource(filters, terminationListKey, fetchTerminationList);
export const prefetch = prefetchList(source);

/** 停用报废注销登记 (stopRegister): the unit's stop / scrap / cancel / restart applications. */
export default function StopRegisterPage() {
  const navigate = useNavigate();
  const { lifecycle, invalidate } = useTerminationCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_termination_detail', { id: r.id })),
    onEdit: (r) => navigate(linkTo('company_service_stop_form', { id: r.id })),
    invalidate,
  });
  return (
    <ListPage
      title="停用、报废、注销登记申请"
      source={source}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 160 },
        { key: 'applyTypeName', title: '类型', width: 70 },
        {
          id: 'eqp',
          title: '设备',
          width: 220,
          render: (r) => (
            <Stack gap={0}>
              {r.equList.slice(0, 2).map((e) => (
                <Text key={e.oidno} size="sm">
                  {e.eqpName}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {e.eqpCode}
                  </Text>
                </Text>
              ))}
              {r.equList.length > 2 && (
                <Text size="xs" c="dimmed">
                  等 {r.equList.length} 台
                </Text>
              )}
            </Stack>
          ),
        },
        { key: 'reason', title: '原因' },
        { key: 'stopDate', title: '停用/报废/注销日期', width: 150 },
        { key: 'applyDate', title: '申请日期', width: 110 },
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={[
        ...actions,
        {
          label: '注销告知书',
          color: 'dark',
          hidden: (r) => !hasCancellationNotice(r),
          onClick: (r) => openCancellationNotice(r.bcwId!),
        },
      ]}
      toolbar={() => (
        <AddButton label="新增停用/报废/注销申请" onClick={() => navigate(linkTo('company_service_stop_form'))} />
      )}
      emptyText="没有符合条件的申请"
    />
  );
}
