import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  constructionListKey,
  fetchConstructionList,
  type ConstructionListBody,
} from '@/features/construction/api/construction-list';
import { constructionTypeOptions, statusOptions, useConstructionCalls } from '@/features/construction/notices';
import { linkTo } from '@/platform/routing';
import { type PagePrefetch } from '@/platform/page-loader';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { AddButton } from '@/kit/list/AddButton';

type Filters = FiltersOf<
  ConstructionListBody,
  | 'noticeNo'
  | 'constructionType'
  | 'equclacode'
  | 'eqpCode'
  | 'constructUnitName'
  | 'status'
  | 'planStartDateBegin'
  | 'planStartDateEnd'
>;

/** The filters of 施工告知登记 (`manage`) and of 施工告知查询 (more of them). */
const filtersOf = (manage: boolean): FilterSpec<Filters>[] => [
  textFilter('noticeNo', '告知编号', 170),
  selectFilter('constructionType', '施工类别', constructionTypeOptions, 110),
  { kind: 'equipmentType', name: 'equclacode' },
  ...(manage
    ? []
    : ([
        textFilter('eqpCode', '设备代码', 190),
        textFilter('constructUnitName', '施工单位', 200),
        dateRangeFilter('planStartDateBegin', 'planStartDateEnd', '计划开工日期'),
      ] satisfies FilterSpec<Filters>[])),
  selectFilter('status', '状态', statusOptions, 110),
];
const makeSource = (manage: boolean) => bodyListSource(filtersOf(manage), constructionListKey, fetchConstructionList);
/** One source per value of `manage`, the same object each time (the list's memo keys stay stable). */
const sources = new Map<boolean, ReturnType<typeof makeSource>>();
const sourceOf = (manage: boolean) => {
  let source = sources.get(manage);
  if (!source) sources.set(manage, (source = makeSource(manage)));
  return source;
};

/** The route's list: 施工告知登记 has `manage` among its props. */
export const prefetch: PagePrefetch = (platform, at) => prefetchList(sourceOf(at.props?.manage === true))(platform, at);

/**
 * The unit's construction notices: 施工告知登记 (`manage`: new, change, submit, delete) and 施工告知查询
 * (read-only, more filters). One declaration for both.
 */
export default function ConstructionNoticesPage({ manage = false }: { manage?: boolean }) {
  const navigate = useNavigate();
  const { lifecycle, invalidate } = useConstructionCalls();
  const lifecycleActions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.noticeNo,
    onView: (r) => navigate(linkTo('construction_detail', { id: r.id })),
    onEdit: (r) => navigate(linkTo('construction_register', { id: r.id })),
    invalidate,
  });
  return (
    <ListPage
      title={manage ? '施工告知登记' : '施工告知查询'}
      source={sourceOf(manage)}
      columns={[
        { key: 'noticeNo', title: '告知编号', width: 160 },
        { key: 'constructionTypeName', title: '类别', width: 60 },
        {
          id: 'eqp',
          title: '设备',
          width: 200,
          render: (r) => (
            <Stack gap={0}>
              {(r.equList ?? []).slice(0, 2).map((e) => (
                <Text key={e.oidno} size="sm">
                  {e.eqpName}
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                {r.equclaname} · {r.eqpCount ?? r.equList?.length ?? 0} 台
              </Text>
            </Stack>
          ),
        },
        { key: 'constructUnitName', title: '施工单位', width: 200 },
        { key: 'constructContent', title: '施工内容' },
        {
          id: 'plan',
          title: '计划工期',
          width: 190,
          render: (r) => `${r.planStartDate ?? '—'} 至 ${r.planEndDate ?? '—'}`,
        },
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={manage ? lifecycleActions : lifecycleActions.slice(0, 1)}
      toolbar={
        manage
          ? () => <AddButton label="新增施工告知" onClick={() => navigate(linkTo('construction_register'))} />
          : undefined
      }
      emptyText={manage ? '还没有施工告知，点击“新增施工告知”开始登记' : '没有符合条件的施工告知'}
    />
  );
}
