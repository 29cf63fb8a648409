import { Button, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf, ListQuery, Page } from '@/kit/list/types';
import { PrintButton } from '@/kit/print/PrintButton';
import { listDocument } from '@/kit/print/handover';
import {
  fetchInvoiceList,
  invoiceListKey,
  type Invoice,
  type InvoiceListBody,
} from '@/features/payment/api/invoice-list';
import { invoiceColor, invoiceStatusOptions, useInvoiceApplyDialog } from '@/features/payment/invoices';
import { useInvoicePdf } from '@/features/payment/useInvoicePdf';

import { amount, yuan } from '@/features/payment/money';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { tag } from '@/kit/list/cells-ui';

type Filters = FiltersOf<InvoiceListBody, 'invoiceNo' | 'onlinelsh' | 'status' | 'issueDateBegin' | 'issueDateEnd'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('invoiceNo', '发票号码', 200),
  textFilter('onlinelsh', '报检流水号', 190),
  selectFilter('status', '发票状态', invoiceStatusOptions, 120),
  dateRangeFilter('issueDateBegin', 'issueDateEnd', '开票日期', 260),
];

const source = bodyListSource(filters, invoiceListKey, fetchInvoiceList);
export const prefetch = prefetchList(source);

/** 发票查询: the unit's invoices in every status, with detail, PDF download and 申请开票. */
export default function InvoiceListPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const applyInvoice = useInvoiceApplyDialog();
  const downloadPdf = useInvoicePdf();
  return (
    <ListPage
      source={source}
      columns={[
        {
          id: 'invoiceNo',
          title: '发票号码',
          role: 'title',
          width: 190,
          render: (r) =>
            r.invoiceNo ?? (
              <Text size="sm" c="dimmed">
                待开具
              </Text>
            ),
        },
        { id: 'onlinelsh', title: '报检流水号', width: 160, render: (r) => r.onlinelsh ?? '—' },
        { key: 'title', title: '发票抬头', role: 'figure', width: 200 },
        { key: 'invoiceType', title: '发票类型', width: 110 },
        { id: 'amount', title: '金额', role: 'figure', width: 110, render: (r) => yuan(r.amount) },
        { key: 'applyTime', title: '申请时间', width: 150 },
        { key: 'issueDate', title: '开票日期', role: 'figure', width: 110 },
        {
          id: 'status',
          title: '状态',
          role: 'status',
          width: 90,
          render: (r) => tag(r.statusName, invoiceColor[r.status] ?? 'gray'),
        },
      ]}
      rowActions={[
        { label: '详情', onClick: (r) => navigate(linkTo('company_service_invoice_detail', { id: r.id })) },
        { label: '下载', hidden: (r) => !r.pdfAttsysid, onClick: (r) => downloadPdf(r) },
      ]}
      toolbar={({ query }) => (
        <>
          <Button size="xs" leftSection={<IconReceipt size={14} />} onClick={() => void applyInvoice()}>
            申请开票
          </Button>
          <PrintButton
            size="xs"
            label="打印列表"
            document={() => {
              const page = qc.getQueryData<Page<Invoice>>([...invoiceListKey, query as ListQuery<Filters>]);
              return listDocument(
                '发票查询',
                [
                  { title: '发票号码', value: (r: Invoice) => r.invoiceNo },
                  { title: '报检流水号', value: (r) => r.onlinelsh },
                  { title: '发票抬头', value: (r) => r.title },
                  { title: '发票类型', value: (r) => r.invoiceType },
                  { title: '金额（元）', value: (r) => amount(r.amount), numeric: true },
                  { title: '开票日期', value: (r) => r.issueDate },
                  { title: '状态', value: (r) => r.statusName },
                ],
                page?.list ?? [],
                { subtitle: `共 ${page?.count ?? 0} 条，本页 ${page?.list.length ?? 0} 条` },
              );
            }}
          />
        </>
      )}
      emptyText="暂无发票记录"
    />
  );
}
