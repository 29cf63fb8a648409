import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchRegistChangeList,
  registChangeListKey,
  type RegistChangeListBody,
} from '@/features/registration-change/api/regist-change-list';
import { changeTypeOptions } from '@/features/registration-change/applications';
import { REGIST_CHANGE_STATUSES, useRegistChangeCalls } from '@/features/registration-change/regist-change';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { twoLines } from '@/kit/list/cells-ui';
import { statusOptions } from '@/kit/lifecycle/lifecycle';
import { AddButton } from '@/kit/list/AddButton';

type Filters = FiltersOf<
  RegistChangeListBody,
  'applyNo' | 'changeType' | 'equclacode' | 'eqpCode' | 'registCode' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('applyNo', '申请编号', 170),
  selectFilter('changeType', '变更类型', changeTypeOptions, 140),
  { kind: 'equipmentType', name: 'equclacode' },
  textFilter('eqpCode', '设备代码', 190),
  textFilter('registCode', '使用登记证编号', 200),
  selectFilter('status', '状态', statusOptions(REGIST_CHANGE_STATUSES), 120),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

const source = bodyListSource(filters, registChangeListKey, fetchRegistChangeList);
export const prefetch = prefetchList(source);

/** 登记信息变更申请 (changeRegister): the unit's use-registration change applications; which fields change, before and after. */
export default function RegistChangeListPage() {
  const navigate = useNavigate();
  const { lifecycle, invalidate } = useRegistChangeCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_regist_change_detail', { id: r.id })),
    onEdit: (r) => navigate(linkTo('company_service_regist_change_detail', { id: r.id, operation: 'edit' })),
    invalidate,
  });
  return (
    <ListPage
      source={source}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 160 },
        { key: 'changeTypeName', title: '变更类型', width: 110 },
        {
          id: 'eqp',
          title: '设备',
          width: 200,
          render: (r) => twoLines(r.eqpName, r.registCode),
        },
        {
          id: 'items',
          title: '变更内容',
          render: (r) => (
            <Stack gap={2}>
              {r.changeItems.map((i) => (
                <Text key={i.fieldCode} size="xs">
                  {i.fieldName}：
                  <Text span c="dimmed" size="xs">
                    {i.oldValue ?? '（空）'}
                  </Text>{' '}
                  →{' '}
                  <Text span fw={600} size="xs">
                    {i.newValue ?? '（空）'}
                  </Text>
                </Text>
              ))}
            </Stack>
          ),
        },
        { key: 'applyDate', title: '申请日期', width: 110 },
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={actions}
      toolbar={() => (
        <AddButton
          label="新增登记变更"
          onClick={() => navigate(linkTo('company_service_regist_change_detail', { operation: 'add' }))}
        />
      )}
      emptyText="没有符合条件的登记变更申请"
    />
  );
}
