import { Badge, Table } from '@mantine/core';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { useCheckRecordDetail } from '@/features/report/api/check-record-detail';
import type { CheckRecord } from '@/features/report/api/check-record-list';

const RESULT_COLOR: Record<string, string> = { '1': 'teal', '2': 'red', '3': 'gray' };

/** The items of a check record (or of the item template) as a table: what is checked, the result and the note. */
export function CheckItemsTable({ items, withResult = true }: { items: CheckRecord['items']; withResult?: boolean }) {
  return (
    <Table withTableBorder striped fz="sm" aria-label="检查项目">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>序号</Table.Th>
          <Table.Th w={200}>检查项目</Table.Th>
          <Table.Th>检查内容与要求</Table.Th>
          <Table.Th w={80}>周期</Table.Th>
          {withResult && (
            <>
              <Table.Th w={90}>结果</Table.Th>
              <Table.Th w={220}>情况说明</Table.Th>
            </>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(items ?? []).map((i) => (
          <Table.Tr key={i.itemId}>
            <Table.Td>{i.itemNo}</Table.Td>
            <Table.Td>{i.itemName}</Table.Td>
            <Table.Td>{i.itemContent ?? '—'}</Table.Td>
            <Table.Td>{i.checkCycle === '2' ? '每月' : '每日'}</Table.Td>
            {withResult && (
              <>
                <Table.Td>
                  {i.result ? (
                    <Badge variant="light" color={RESULT_COLOR[i.result] ?? 'gray'}>
                      {i.resultName}
                    </Badge>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{i.remark ?? '—'}</Table.Td>
              </>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 检查记录详情 (check-record/detail?id=): one safety check of one piece of equipment, item by item. */
export default function CheckRecordDetailPage({ id }: { id: string }) {
  const detail = useCheckRecordDetail(id);
  return (
    <QueryState query={detail} minHeight={240}>
      {(r) => (
        <DetailView
          title={`${r.eqpName} ${r.checkTypeName}`}
          subtitle={`检查日期 ${r.checkDate} · 检查人 ${r.checkerName}`}
          tags={[
            { label: r.conclusionName, color: r.conclusion === '2' ? 'red' : 'teal' },
            ...(r.rectifyStatusName && r.conclusion === '2'
              ? [{ label: r.rectifyStatusName, color: r.rectifyStatus === '1' ? 'teal' : 'orange' }]
              : []),
          ]}
          sections={[
            {
              title: '设备与检查',
              fields: [
                { label: '设备名称', value: r.eqpName },
                { label: '设备代码', value: r.eqpCode },
                { label: '设备类别', value: r.equclaname },
                { label: '使用登记证编号', value: r.registCode },
                { label: '使用单位', value: r.useUnitName },
                { label: '使用地点', value: r.useAddress },
                { label: '检查类型', value: r.checkTypeName },
                { label: '检查日期', value: r.checkDate },
                {
                  label: '检查人',
                  value: [r.checkerName, r.checkerCertNo && `证书 ${r.checkerCertNo}`].filter(Boolean).join('，'),
                },
                {
                  label: '检查项目',
                  value: `${r.itemCount ?? r.items?.length ?? 0} 项，异常 ${r.abnormalCount ?? 0} 项`,
                },
                { label: '录入时间', value: r.createDate },
              ],
            },
            { title: '检查项目及结果', content: <CheckItemsTable items={r.items} /> },
            {
              title: '问题与整改',
              fields:
                r.conclusion === '2'
                  ? [
                      { label: '发现的问题', value: r.problemDesc, span: 3 },
                      { label: '整改措施', value: r.rectifyMeasures, span: 3 },
                      { label: '整改状态', value: r.rectifyStatusName },
                      { label: '整改完成日期', value: r.rectifyDate },
                    ]
                  : [],
              empty: '本次检查未发现问题，无需整改',
            },
          ]}
        />
      )}
    </QueryState>
  );
}
