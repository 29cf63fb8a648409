import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchUseManageApplyList,
  useManageApplyListKey,
  type UseManageApplyListBody,
} from '@/features/registration-change/api/use-manage-apply-list';
import { bizTypeOptions } from '@/features/registration-change/applications';
import { USE_MANAGE_STATUSES, useManageCalls, useRemindAction } from '@/features/registration-change/useManage';
import { linkTo } from '@/platform/routing';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';
import { AddButton } from '@/kit/list/AddButton';

type Filters = FiltersOf<UseManageApplyListBody, 'bizType' | 'status' | 'eqpCode'>;
const filters: FilterSpec<Filters>[] = [
  selectFilter('bizType', '业务类型', bizTypeOptions, 200),
  textFilter('eqpCode', '设备代码', 200),
  selectFilter(
    'status',
    '状态',
    statusOptions(USE_MANAGE_STATUSES).filter((o) => o.value !== '3'),
    120,
  ),
];

const source = bodyListSource(filters, useManageApplyListKey, fetchUseManageApplyList);
export const prefetch = prefetchList(source);

/** 使用登记变更申请 (change-register): the unit's unfinished change applications; new, change, submit, delete, remind. */
export default function ChangeRegisterPage() {
  const navigate = useNavigate();
  const { lifecycle, invalidate, openForm } = useManageCalls();
  const remind = useRemindAction();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_change_detail', { id: r.id })),
    onEdit: (r) => void openForm(r),
    invalidate,
  });
  return (
    <ListPage
      source={source}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 170 },
        { key: 'bizTypeName', title: '业务类型', width: 110 },
        {
          id: 'eqp',
          title: '设备',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">
                {r.eqpName ?? '—'}
                {r.eqpCount > 1 ? `（共 ${r.eqpCount} 台）` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {r.equclaname} {r.eqpCode ?? ''}
              </Text>
            </Stack>
          ),
        },
        { key: 'reason', title: '申请事由' },
        { key: 'applyDate', title: '申请日期', width: 110 },
        {
          id: 'step',
          title: '当前环节',
          width: 130,
          render: (r) =>
            r.status === '4' ? (
              <Text size="sm" c="red" lineClamp={2} title={r.returnReason ?? ''}>
                退回：{r.returnReason ?? '—'}
              </Text>
            ) : r.currentStep ? (
              `${r.currentStep}${r.currentHandler ? `（${r.currentHandler}）` : ''}`
            ) : (
              '—'
            ),
        },
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={[...actions, remind]}
      toolbar={() => (
        <>
          <AddButton label="新增变更申请" onClick={() => void openForm()} />
          <Button size="xs" variant="default" onClick={() => navigate(linkTo('company_service_change_query'))}>
            查询全部申请
          </Button>
        </>
      )}
      emptyText="没有办理中的变更申请"
    />
  );
}
