import { Group, SegmentedControl, Select } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import type { components } from '@tzsb/sdk';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { equipmentTypeOptions, optionsOf } from '@/kit/options';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import {
  checkRecordListKey,
  fetchCheckRecordList,
  type CheckRecordListBody,
} from '@/features/report/api/check-record-list';
import { inspectionItemsQuery, useInspectionItems } from '@/features/report/api/inspection-items';
import { queryClientOf } from '@/platform/query-client';
import type { PagePrefetch } from '@/platform/page-loader';

import { CheckItemsTable } from './CheckRecordDetailPage';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { eqpColumn, tag } from '@/kit/list/cells-ui';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
type ClassCode = components['schemas']['EquipmentTypeCode'];

type Filters = FiltersOf<
  CheckRecordListBody,
  'eqpCode' | 'equclacode' | 'checkType' | 'conclusion' | 'checkDateBegin' | 'checkDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('eqpCode', '设备代码', 190),
  selectFilter('equclacode', '设备类别', equipmentTypeOptions, 150),
  selectFilter(
    'checkType',
    '检查类型',
    optionsOf([
      ['1', '日常检查'],
      ['2', '月度检查'],
    ]),
    120,
  ),
  selectFilter(
    'conclusion',
    '检查结论',
    optionsOf([
      ['1', '正常'],
      ['2', '发现问题'],
    ]),
    120,
  ),
  dateRangeFilter('checkDateBegin', 'checkDateEnd', '检查日期', 260),
];

const recordsSource = bodyListSource(filters, checkRecordListKey, fetchCheckRecordList);

function RecordsView() {
  const navigate = useNavigate();
  return (
    <ListPage
      title="设备安全检查记录"
      source={recordsSource}
      columns={[
        eqpColumn(),
        { key: 'equclaname', title: '设备类别', width: 100 },
        { key: 'checkTypeName', title: '检查类型', width: 100 },
        { key: 'checkDate', title: '检查日期', width: 110, sortField: 'checkDate' },
        { key: 'checkerName', title: '检查人', width: 90 },
        {
          id: 'items',
          title: '检查项目',
          width: 130,
          render: (r) =>
            `${r.itemCount ?? r.items?.length ?? 0} 项${r.abnormalCount ? `，异常 ${r.abnormalCount} 项` : ''}`,
        },
        {
          id: 'conclusion',
          title: '结论',
          width: 100,
          render: (r) => tag(r.conclusionName, r.conclusion === '2' ? 'red' : 'teal'),
        },
        { key: 'rectifyStatusName', title: '整改', width: 90 },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => navigate(linkTo('company_service_check_record_detail', { id: r.id })) },
      ]}
      emptyText="没有符合条件的检查记录"
    />
  );
}

/** The equipment class and cycle the address names (3000 and daily by default). */
const itemsQueryOf = (params: URLSearchParams): { equclacode: ClassCode; checkCycle: '1' | '2' } => ({
  equclacode: (equipmentTypeOptions.some((o) => o.value === params.get('equclacode'))
    ? params.get('equclacode')
    : '3000') as ClassCode,
  checkCycle: params.get('checkCycle') === '2' ? '2' : '1',
});
const prefetchItems: PagePrefetch = (platform, { search }) =>
  queryClientOf(platform).ensureQueryData(inspectionItemsQuery(platform, itemsQueryOf(search)));

/** The check items of one equipment class and cycle (the template a check is made against), both kept in the address. */
function ItemsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { equclacode, checkCycle } = itemsQueryOf(params);
  const onChange = (q: { equclacode: string; checkCycle: string }) =>
    navigate(linkTo('company_service_inspection_items', { view: 'items', ...q }), IN_TAB);
  const items = useInspectionItems({ equclacode, checkCycle });
  return (
    <PageCard
      title="安全检查项目"
      actions={
        <Group gap="xs">
          <Select
            aria-label="设备类别"
            data={equipmentTypeOptions}
            value={equclacode}
            onChange={(v) => v && onChange({ equclacode: v, checkCycle })}
            w={170}
            allowDeselect={false}
          />
          <SegmentedControl
            aria-label="检查周期"
            data={[
              { value: '1', label: '每日' },
              { value: '2', label: '每月' },
            ]}
            value={checkCycle}
            onChange={(v) => onChange({ equclacode, checkCycle: v })}
          />
        </Group>
      }
    >
      <QueryState query={items} isEmpty={(d) => !d.length} empty="该类别暂无检查项目">
        {(list) => <CheckItemsTable items={list} withResult={false} />}
      </QueryState>
    </PageCard>
  );
}

const views: PageView[] = [
  { value: 'records', label: '检查记录', render: () => <RecordsView />, prefetch: prefetchList(recordsSource) },
  { value: 'items', label: '检查项目', render: () => <ItemsView />, prefetch: prefetchItems },
];
export const prefetch = viewsPrefetch(views);

/** 检查记录与检查项目 (inspectionItems): the unit's safety check records, and the items checked per class. */
export default function InspectionItemsPage() {
  return <PageViews views={views} />;
}
