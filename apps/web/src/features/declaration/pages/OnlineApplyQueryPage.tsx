import { Badge, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchOnlineApplyList,
  onlineApplyListKey,
  type OnlineApplyListBody,
} from '@/shared/declaration/api/online-apply-list';
import { ONLINE_APPLY_STATUSES, PAY_STATUS_COLOR, yuan } from '@/features/declaration/online-apply';
import { useOnlineApplyCalls } from '@/features/declaration/useOnlineApplyCalls';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';
import { AddButton } from '@/kit/list/AddButton';
import { inspectionCategoryOptions } from '@/kit/options';

type Filters = FiltersOf<
  OnlineApplyListBody,
  'onlinelsh' | 'equclacode' | 'inspectioncategory' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('onlinelsh', '报检流水号', 190),
  { kind: 'equipmentType', name: 'equclacode', label: '设备类别' },
  selectFilter('inspectioncategory', '检验类别', inspectionCategoryOptions, 120),
  selectFilter('status', '办理状态', statusOptions(ONLINE_APPLY_STATUSES), 120),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

const source = bodyListSource(filters, onlineApplyListKey, fetchOnlineApplyList);
export const prefetch = prefetchList(source);

/** 网上报检记录 (online-apply-query): the unit's online inspection applications with status, fee and payment. */
export default function OnlineApplyQueryPage() {
  const navigate = useNavigate();
  const { lifecycle, invalidate } = useOnlineApplyCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.onlinelsh,
    onView: (r) => navigate(linkTo('company_service_online_apply_view', { id: r.id })),
    onEdit: (r) => navigate(linkTo('company_service_online_apply_edit', { id: r.id })),
    invalidate,
  });
  return (
    <ListPage
      source={source}
      columns={[
        { key: 'onlinelsh', title: '报检流水号', role: 'title', width: 160 },
        { id: 'kind', title: '检验类别', role: 'figure', width: 90, render: (r) => r.inspectioncategoryName },
        {
          id: 'eqp',
          title: '报检设备',
          role: 'figure',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.eqpSummary ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {r.equclaname ?? ''} · {r.eqpCount} 台
              </Text>
            </Stack>
          ),
        },
        {
          id: 'contact',
          title: '联系人',
          width: 150,
          render: (r) => `${r.contactName ?? '—'} ${r.contactPhone ?? ''}`,
        },
        { key: 'expectedDate', title: '期望检验日期', width: 110 },
        { key: 'applyTime', title: '提交时间', width: 160, sortField: 'applyTime' },
        {
          id: 'fee',
          title: '检验费',
          role: 'figure',
          width: 150,
          render: (r) =>
            r.total === null || r.total === undefined ? (
              '—'
            ) : (
              <Stack gap={2}>
                <Text size="sm">{yuan(r.total)}</Text>
                {r.payStatusName && (
                  <Badge size="xs" variant="light" color={PAY_STATUS_COLOR[r.payStatus ?? ''] ?? 'gray'}>
                    {r.payStatusName}
                  </Badge>
                )}
              </Stack>
            ),
        },
        statusColumn(lifecycle, { title: '办理状态', width: 90, role: 'status' }),
      ]}
      rowActions={[
        ...actions,
        {
          label: '缴纳检验费',
          hidden: (r) => !['2', '3'].includes(r.status) || r.total == null || r.payStatus === '1',
          onClick: (r) => navigate(linkTo('pay_code_order', { onlinelsh: r.onlinelsh })),
        },
        {
          label: '缴费单',
          hidden: (r) => !r.chargesysid,
          onClick: (r) => navigate(linkTo('company_service_payment_slip', { chargesysid: r.chargesysid! })),
        },
      ]}
      toolbar={() => (
        <AddButton label="定期检验报检" onClick={() => navigate(linkTo('company_service_online_apply'))} />
      )}
      emptyText="没有符合条件的网上报检申请"
    />
  );
}
