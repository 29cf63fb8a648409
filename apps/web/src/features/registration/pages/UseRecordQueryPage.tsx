import { Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchUseRecordList,
  useRecordListKey,
  type UseRecordListBody,
} from '@/features/registration/api/use-record-list';
import { useUseRecordCalls } from '@/features/registration/useRegistrationCalls';
import { ImportUseRecordsButton } from '@/features/registration/ImportUseRecordsButton';
import { USE_RECORD_STATUSES } from '@/features/registration/lifecycles';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { twoLines } from '@/kit/list/cells-ui';
import { statusOptions } from '@/kit/lifecycle/lifecycle';
import { AddButton } from '@/kit/list/AddButton';

type Filters = FiltersOf<
  UseRecordListBody,
  'applyNo' | 'eqpCode' | 'equclacode' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('applyNo', '申请编号', 180),
  textFilter('eqpCode', '设备代码', 190),
  { kind: 'equipmentType', name: 'equclacode', label: '设备类别', width: 150 },
  selectFilter('status', '状态', statusOptions(USE_RECORD_STATUSES), 110),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

const source = bodyListSource(filters, useRecordListKey, fetchUseRecordList);
export const prefetch = prefetchList(source);

/** 使用登记查询: the unit's use-registration records by status, with the actions each status allows. */
export default function UseRecordQueryPage() {
  const navigate = useNavigate();
  const { lifecycle, invalidate } = useUseRecordCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('use_record_detail', { id: r.id })),
    onEdit: (r) => navigate(linkTo('use_record_apply', { id: r.id })),
    invalidate,
  });
  return (
    <ListPage
      source={source}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 150, role: 'title' },
        {
          id: 'eqp',
          title: '设备',
          role: 'figure',
          render: (r) => twoLines(r.eqpName ?? '—', r.eqpCode ?? ''),
        },
        { key: 'equclaname', title: '类别', width: 100 },
        { key: 'registModeName', title: '登记方式', width: 110 },
        { key: 'useAddress', title: '使用地点' },
        {
          key: 'applyDate',
          title: '申请日期',
          width: 105,
          sortField: 'applyDate',
          render: (r) => r.applyDate ?? '未提交',
          role: 'figure',
        },
        // On a phone's card too: what a completed registration issued.
        {
          key: 'registCode',
          title: '使用登记证编号',
          width: 180,
          render: (r) => r.registCode ?? '—',
          role: 'figure',
        },
        { ...statusColumn(lifecycle, { width: 90 }), role: 'status' },
      ]}
      rowActions={actions}
      toolbar={() => (
        <Group gap="xs">
          <AddButton label="新增使用登记" onClick={() => navigate(linkTo('use_record_apply'))} />
          <ImportUseRecordsButton />
        </Group>
      )}
      emptyText="没有符合条件的使用登记记录"
    />
  );
}
