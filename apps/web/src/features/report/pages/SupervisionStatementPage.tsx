import { Badge, Stack, Text } from '@mantine/core';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import {
  fetchSupervisionStatements,
  supervisionStatementsKey,
  type SupervisionStatementsBody,
} from '@/features/report/api/supervision-statements';

const STATUS_COLOR: Record<string, string> = { '0': 'gray', '1': 'blue', '2': 'teal' };

type Filters = FiltersOf<SupervisionStatementsBody, 'onlinelsh' | 'eqpCode' | 'status'>;
const filters: FilterSpec<Filters>[] = [
  { kind: 'text', name: 'eqpCode', label: '设备代码', width: 190 },
  { kind: 'text', name: 'onlinelsh', label: '申报流水号', width: 190 },
  {
    kind: 'select',
    name: 'status',
    label: '进度',
    options: [
      { value: '0', label: '待检验' },
      { value: '1', label: '检验中' },
      { value: '2', label: '已出具报告' },
    ],
    width: 130,
  },
];

const source = listSource({
  filters,
  queryKey: supervisionStatementsKey,
  fetch: (platform, q) => fetchSupervisionStatements(platform, toBody(q)),
});
export const prefetch = prefetchList(source);

/** 监督检验情况一览 (supervisionInspectionStatement): each installed, altered or repaired elevator's supervision inspection progress and conclusion. */
export default function SupervisionStatementPage() {
  return (
    <ListPage
      title="电梯监督检验情况一览"
      source={source}
      rowKey={(r) => r.id}
      columns={[
        {
          id: 'eqp',
          title: '电梯',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.eqpName}</Text>
              <Text size="xs" c="dimmed">
                {r.eqpCode}
              </Text>
            </Stack>
          ),
        },
        { key: 'constructType', title: '施工类别', width: 90 },
        { key: 'installUnitName', title: '施工单位', width: 180 },
        { key: 'onlinelsh', title: '申报流水号', width: 160 },
        { key: 'inspOrgName', title: '检验机构', width: 170 },
        { key: 'inspDate', title: '检验日期', width: 105 },
        {
          id: 'report',
          title: '报告 / 结论',
          width: 220,
          render: (r) =>
            r.reportNo ? (
              <Stack gap={0}>
                <Text size="sm">{r.reportNo}</Text>
                <Text size="xs" c={r.conclusion === '不合格' ? 'red' : 'teal'}>
                  {r.conclusion}
                </Text>
              </Stack>
            ) : (
              '—'
            ),
        },
        {
          id: 'status',
          title: '进度',
          width: 100,
          render: (r) => (
            <Badge variant="light" color={STATUS_COLOR[r.status] ?? 'gray'}>
              {r.statusName}
            </Badge>
          ),
        },
      ]}
      emptyText="暂无监督检验记录"
    />
  );
}
