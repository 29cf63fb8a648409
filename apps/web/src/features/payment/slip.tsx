import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { DetailSection } from '@/kit/detail/DetailView';
import type { PrintDocument, PrintField } from '@/kit/print/handover';
import type { ChargeDetail } from './api/charge-detail';
import type { PaymentNote } from './api/payment-note';
import { amount, yuan } from './money';
import { ScrollBox } from '@/kit/ScrollBox';

/** 缴费状态 colours (0 未支付, 1 已支付, 2 已退款). */
export const payStatusColor: Record<string, string> = { '0': 'orange', '1': 'green', '2': 'gray' };
/** 开票状态 colours (0 未开票, 1 开票中, 2 已开票). */
export const invoiceStatusColor: Record<string, string> = { '0': 'gray', '1': 'blue', '2': 'green' };
export const chargeTypeOptions = [
  { value: '1', label: '检验费' },
  { value: '2', label: '作业人员考试费' },
];

/** What a slip (ChargeDetail) and a payment note (PaymentNote) both show, as labelled text. */
export interface SlipView {
  title: string;
  number: string;
  onlinelsh: string;
  status: { code: string; name: string };
  invoice?: { code: string; name: string };
  charge: PrintField[];
  payer: PrintField[];
  payee: PrintField[];
  payment: PrintField[];
  items: { columns: string[]; rows: string[][]; footer: string[]; numeric: number[] };
  total: number;
  amountInWords: string;
  totalText: string;
  remark?: string | null;
  qrCodeContent?: string | null;
  chargesysid: string;
}

const ITEM_COLUMNS = [
  '收费项目',
  '设备代码',
  '收费标准',
  '数量',
  '单价（元）',
  '金额（元）',
  '减免（元）',
  '应缴（元）',
];
const NUMERIC = [3, 4, 5, 6, 7];
const text = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '' : String(v));

/** The slip or note as labelled text, the same for the page and for the print view. */
export function slipView(d: ChargeDetail | PaymentNote, kind: 'slip' | 'note'): SlipView {
  // Which call answered decides, not the answer's fields: a server may put both numbers in both.
  const isNote = kind === 'note';
  const items = d.items.map((i) => [
    i.name,
    text(i.eqpCode),
    text(i.standard),
    String(i.quantity),
    amount(i.unitPrice),
    amount(i.amount),
    amount(i.relief),
    amount(i.total),
  ]);
  const sum = (k: 'amount' | 'relief') => d[k] ?? d.items.reduce((s, i) => s + i[k], 0);
  const totalText = `${yuan(d.total)}（大写：${d.amountInWords}）`;
  const detail = isNote ? null : (d as ChargeDetail);
  return {
    title: isNote ? '缴费通知单' : '缴费单',
    number: isNote ? (d as PaymentNote).noteNo : (d as ChargeDetail).slipNo,
    onlinelsh: text(d.onlinelsh),
    chargesysid: d.chargesysid,
    status: { code: d.payStatus, name: d.payStatusName },
    invoice: detail?.invoiceStatus ? { code: detail.invoiceStatus, name: text(detail.invoiceStatusName) } : undefined,
    charge: [
      {
        label: isNote ? '通知单编号' : '缴款单号',
        value: isNote ? (d as PaymentNote).noteNo : (d as ChargeDetail).slipNo,
      },
      { label: '报检流水号', value: text(d.onlinelsh) },
      ...(detail
        ? [
            { label: '收费类别', value: detail.chargeTypeName },
            { label: '开单时间', value: text(detail.createTime) },
          ]
        : [{ label: '开具日期', value: text((d as PaymentNote).issueDate) }]),
      { label: '缴费截止日期', value: text(d.payDeadline) },
      { label: '缴费状态', value: d.payStatusName },
    ],
    payer: [
      { label: '缴费单位', value: d.payerName },
      { label: '统一社会信用代码', value: text(d.payerCreditCode) },
      ...(detail ? [{ label: '单位地址', value: text(detail.payerAddress), span: 2 as const }] : []),
    ],
    payee: [
      { label: '收款单位', value: text(d.payeeName) },
      { label: '开户银行', value: d.payeeBank },
      { label: '银行账号', value: d.payeeAccount },
    ],
    payment:
      detail && detail.payStatus !== '0'
        ? [
            { label: '支付方式', value: text(detail.payTypeName) },
            { label: '支付时间', value: text(detail.payTime) },
            { label: '交易流水号', value: text(detail.tradeNo) },
          ]
        : [],
    items: {
      columns: ITEM_COLUMNS,
      rows: items,
      footer: ['合计', '', '', '', '', amount(sum('amount')), amount(sum('relief')), amount(d.total)],
      numeric: NUMERIC,
    },
    total: d.total,
    amountInWords: d.amountInWords,
    totalText,
    remark: d.remark,
    qrCodeContent: d.qrCodeContent,
  };
}

/** The charge items with the relief of each and the totals. */
function ChargeItemsTable({ view }: { view: SlipView }) {
  const numeric = new Set(view.items.numeric);
  const align = (i: number) => (numeric.has(i) ? 'right' : undefined);
  return (
    <ScrollBox label="收费明细">
      <Table withTableBorder withColumnBorders fz="sm" miw={820} aria-label="收费明细">
        <Table.Thead>
          <Table.Tr>
            {view.items.columns.map((c, i) => (
              <Table.Th key={c} ta={align(i)} style={{ whiteSpace: 'nowrap' }}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.items.rows.map((r, ri) => (
            <Table.Tr key={ri}>
              {r.map((c, i) => (
                <Table.Td key={i} ta={align(i)}>
                  {c || '—'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {view.items.footer.map((c, i) => (
              <Table.Td key={i} ta={align(i)}>
                {c}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollBox>
  );
}

/** The big 应缴金额 line with the status. */
function TotalLine({ view }: { view: SlipView }) {
  return (
    <Group gap="md" align="baseline" wrap="wrap">
      <Text size="sm" c="dimmed">
        应缴金额
      </Text>
      <Text fz={26} fw={700} c="red.8" data-testid="slip-total">
        {yuan(view.total)}
      </Text>
      <Text size="sm">大写：{view.amountInWords}</Text>
      <Badge size="lg" variant="light" color={payStatusColor[view.status.code] ?? 'gray'}>
        {view.status.name}
      </Badge>
    </Group>
  );
}

const asFields = (fs: PrintField[]) => fs.map((f) => ({ label: f.label, value: f.value, span: f.span }));

/** The slip's sections for the shell's detail view. */
export function slipSections(view: SlipView): DetailSection[] {
  return [
    { title: '缴费信息', fields: asFields(view.charge) },
    { title: '缴费单位', fields: asFields(view.payer) },
    {
      title: '收费明细',
      content: (
        <Stack gap="sm">
          <ChargeItemsTable view={view} />
          <TotalLine view={view} />
        </Stack>
      ),
    },
    { title: '收款单位', fields: asFields(view.payee) },
    ...(view.payment.length ? [{ title: '支付信息', fields: asFields(view.payment) }] : []),
    ...(view.remark ? [{ title: '备注', content: <Text size="sm">{view.remark}</Text> }] : []),
  ];
}

/** The slip as a document for the print view (/tablePrint). */
export function slipDocument(view: SlipView): PrintDocument {
  return {
    title: `特种设备检验收费${view.title}`,
    subtitle: `${view.title === '缴费单' ? '缴款单号' : '通知单编号'}：${view.number}　报检流水号：${view.onlinelsh || '—'}`,
    sections: [
      { title: '缴费信息', fields: [...view.charge, ...view.payer] },
      { title: '收费明细', table: view.items, note: `应缴金额：${view.totalText}` },
      { title: '收款单位', fields: view.payee },
      ...(view.payment.length ? [{ title: '支付信息', fields: view.payment }] : []),
      ...(view.remark ? [{ title: '备注', note: view.remark }] : []),
    ],
    footer: `收款单位（盖章）：${view.payee[0]?.value ?? ''}`,
  };
}
