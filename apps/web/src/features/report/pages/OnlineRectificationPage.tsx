import { Badge, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { StatusTag } from '@/kit/lifecycle/LifecycleUi';
import { fetchOpinionList, opinionListKey, type OpinionListBody } from '@/features/report/api/opinion-list';
import { awaitsRectification, opinionLifecycle, opinionStatusOptions } from '@/features/report/statuses';
import { linkTo } from '@/platform/routing';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { eqpColumn } from '@/kit/list/cells-ui';

type Filters = FiltersOf<OpinionListBody, 'opinionNo' | 'eqpCode' | 'status'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('eqpCode', '设备代码', 190),
  textFilter('opinionNo', '通知书编号', 190),
  selectFilter('status', '整改状态', opinionStatusOptions, 130),
];

const source = listSource({
  filters,
  queryKey: opinionListKey,
  fetch: (platform, q) => fetchOpinionList(platform, toBody(q, { orderBy: q.orderBy || 'rectifyDeadline asc' })),
});
export const prefetch = prefetchList(source);

/**
 * 现场检验整改确认 (online-rectification): the inspection opinion notices the unit must rectify: what
 * was found, by when; 整改确认 opens the notice (online-details) to upload evidence and submit.
 */
export default function OnlineRectificationPage() {
  const navigate = useNavigate();
  const open = (id: string) => navigate(linkTo('company_service_online_details', { id }));
  return (
    <ListPage
      source={source}
      columns={[
        {
          id: 'notice',
          title: '通知书',
          width: 210,
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.opinionNo}</Text>
              <Text size="xs" c="dimmed">
                签发 {r.issueDate} · {r.inspOrgName}
              </Text>
            </Stack>
          ),
        },
        eqpColumn('设备', 190),
        {
          id: 'problems',
          title: '发现的问题',
          render: (r) => (
            <Stack gap={2}>
              {r.problems.map((p) => (
                <Text key={p.seq} size="sm" lineClamp={2}>
                  {p.seq}. {p.description}
                </Text>
              ))}
            </Stack>
          ),
        },
        {
          id: 'deadline',
          title: '整改期限',
          width: 130,
          sortField: 'rectifyDeadline',
          render: (r) => (
            <Stack gap={2}>
              <Text size="sm">{r.rectifyDeadline}</Text>
              {r.isOverdue && (
                <Badge color="red" size="sm" w="fit-content">
                  已超期
                </Badge>
              )}
            </Stack>
          ),
        },
        {
          id: 'status',
          title: '整改状态',
          width: 100,
          render: (r) => (
            <Group gap={4}>
              <StatusTag lifecycle={opinionLifecycle} row={r} size="sm" />
            </Group>
          ),
        },
      ]}
      rowActions={[
        { label: '整改确认', color: 'teal', onClick: (r) => open(r.id), hidden: (r) => !awaitsRectification(r) },
        { label: '查看', onClick: (r) => open(r.id), hidden: (r) => awaitsRectification(r) },
      ]}
      emptyText="暂无需要整改确认的检验意见通知书"
    />
  );
}
