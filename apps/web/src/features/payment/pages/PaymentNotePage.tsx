import { Badge, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf, ListQuery, Page } from '@/kit/list/types';
import { PrintButton } from '@/kit/print/PrintButton';
import { listDocument } from '@/kit/print/handover';
import { chargeListKey, fetchChargeList, type Charge, type ChargeListBody } from '@/features/payment/api/charge-list';
import { useInvoiceApplyDialog } from '@/features/payment/invoices';

import { amount, yuan } from '@/features/payment/money';
import { chargeTypeOptions, invoiceStatusColor, payStatusColor } from '@/features/payment/slip';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { tag } from '@/kit/list/cells-ui';
import { payStatusOptions } from '@/kit/options';

type Filters = FiltersOf<
  ChargeListBody,
  'onlinelsh' | 'chargeType' | 'payStatus' | 'createDateBegin' | 'createDateEnd'
>;

const filters: FilterSpec<Filters>[] = [
  textFilter('onlinelsh', '报检流水号', 190),
  selectFilter('chargeType', '收费类别', chargeTypeOptions, 150),
  selectFilter('payStatus', '缴费状态', payStatusOptions, 120),
  dateRangeFilter('createDateBegin', 'createDateEnd', '开单日期', 260),
];

const source = bodyListSource(filters, chargeListKey, fetchChargeList);
export const prefetch = prefetchList(source);

/** 收费项目 in one line: each item's name with its count. */
const itemsText = (c: Charge) => {
  const counts = new Map<string, number>();
  for (const i of c.items) counts.set(i.name, (counts.get(i.name) ?? 0) + i.quantity);
  return [...counts].map(([n, q]) => `${n} ×${q}`).join('；');
};
const canPay = (c: Charge) => c.payStatus === '0' && c.chargeType === '1' && !!c.onlinelsh;
const canInvoice = (c: Charge) => c.payStatus === '1' && (c.invoiceStatus ?? '0') === '0';

/** 缴费单查询: the unit's charges, paid and unpaid, with their slips, payment and invoices. */
export default function PaymentNotePage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const applyInvoice = useInvoiceApplyDialog();
  return (
    <ListPage
      source={source}
      rowKey={(r) => r.chargesysid}
      columns={[
        { id: 'onlinelsh', title: '报检流水号', role: 'title', width: 160, render: (r) => r.onlinelsh ?? '—' },
        { key: 'chargeTypeName', title: '收费类别', role: 'figure', width: 100 },
        {
          id: 'items',
          title: '收费项目',
          role: 'figure',
          width: 210,
          render: (r) => (
            <Text size="sm" lineClamp={2}>
              {itemsText(r)}
            </Text>
          ),
        },
        { id: 'amount', title: '金额', width: 110, render: (r) => yuan(r.amount) },
        { id: 'relief', title: '减免', width: 90, render: (r) => (r.relief ? yuan(r.relief) : '—') },
        {
          id: 'total',
          title: '应缴金额',
          role: 'figure',
          width: 120,
          render: (r) => (
            <Text size="sm" fw={700}>
              {yuan(r.total)}
            </Text>
          ),
        },
        {
          id: 'payStatus',
          title: '缴费状态',
          role: 'status',
          width: 90,
          render: (r) => tag(r.payStatusName, payStatusColor[r.payStatus] ?? 'gray'),
        },
        {
          id: 'pay',
          title: '支付方式 / 时间',
          width: 150,
          render: (r) =>
            r.payTime ? (
              <>
                <Text size="sm">{r.payTypeName ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {r.payTime}
                </Text>
              </>
            ) : (
              '—'
            ),
        },
        {
          id: 'invoice',
          title: '开票',
          role: 'status',
          width: 90,
          render: (r) => (
            <Badge
              variant="light"
              style={{ flexShrink: 0 }}
              color={invoiceStatusColor[r.invoiceStatus ?? '0'] ?? 'gray'}
            >
              {r.invoiceStatusName ?? '未开票'}
            </Badge>
          ),
        },
      ]}
      rowActions={[
        {
          label: '详情',
          onClick: (r) => navigate(linkTo('company_service_payment_slip', { chargesysid: r.chargesysid })),
        },
        {
          label: '去支付',
          hidden: (r) => !canPay(r),
          onClick: (r) => navigate(linkTo('pay_code_order', { onlinelsh: r.onlinelsh })),
        },
        { label: '申请开票', hidden: (r) => !canInvoice(r), onClick: (r) => applyInvoice(r) },
      ]}
      toolbar={({ query }) => (
        <PrintButton
          size="xs"
          label="打印列表"
          document={() => {
            const page = qc.getQueryData<Page<Charge>>([...chargeListKey, query as ListQuery<Filters>]);
            return listDocument(
              '缴费单查询',
              [
                { title: '报检流水号', value: (r: Charge) => r.onlinelsh },
                { title: '收费类别', value: (r) => r.chargeTypeName },
                { title: '收费项目', value: itemsText },
                { title: '金额（元）', value: (r) => amount(r.amount), numeric: true },
                { title: '减免（元）', value: (r) => amount(r.relief), numeric: true },
                { title: '应缴（元）', value: (r) => amount(r.total), numeric: true },
                { title: '缴费状态', value: (r) => r.payStatusName },
                { title: '支付时间', value: (r) => r.payTime },
              ],
              page?.list ?? [],
              { subtitle: `共 ${page?.count ?? 0} 条，本页 ${page?.list.length ?? 0} 条` },
            );
          }}
        />
      )}
      emptyText="暂无收费记录"
    />
  );
}
