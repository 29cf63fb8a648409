import { Stack, Text } from '@mantine/core';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import {
  fetchSupervisionStatements,
  supervisionStatementsKey,
  type SupervisionStatementsBody,
} from '@/features/report/api/supervision-statements';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { optionsOf } from '@/kit/options';
import { eqpColumn, tag } from '@/kit/list/cells-ui';

const STATUS_COLOR: Record<string, string> = { '0': 'gray', '1': 'blue', '2': 'teal' };

type Filters = FiltersOf<SupervisionStatementsBody, 'onlinelsh' | 'eqpCode' | 'status'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('eqpCode', '设备代码', 190),
  textFilter('onlinelsh', '申报流水号', 190),
  selectFilter(
    'status',
    '进度',
    optionsOf([
      ['0', '待检验'],
      ['1', '检验中'],
      ['2', '已出具报告'],
    ]),
    130,
  ),
];

const source = bodyListSource(filters, supervisionStatementsKey, fetchSupervisionStatements);
export const prefetch = prefetchList(source);

/** 监督检验情况一览 (supervisionInspectionStatement): each installed, altered or repaired elevator's supervision inspection progress and conclusion. */
export default function SupervisionStatementPage() {
  return (
    <ListPage
      title="电梯监督检验情况一览"
      source={source}
      columns={[
        eqpColumn('电梯'),
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
          render: (r) => tag(r.statusName, STATUS_COLOR[r.status] ?? 'gray'),
        },
      ]}
      emptyText="暂无监督检验记录"
    />
  );
}
