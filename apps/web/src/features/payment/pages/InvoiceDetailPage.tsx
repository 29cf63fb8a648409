import { Alert, Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { PrintButton } from '@/kit/print/PrintButton';
import { useInvoiceDetail } from '@/features/payment/api/invoice-detail';
import { invoiceColor } from '@/features/payment/invoices';

import { yuan } from '@/features/payment/money';
import { useInvoicePdf } from '@/features/payment/useInvoicePdf';
import { linkTo } from '@/platform/routing';

/** 发票详情: one invoice, its status (the failure reason when refused), PDF download and print. */
export default function InvoiceDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useInvoiceDetail(id);
  const downloadPdf = useInvoicePdf();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const fields = [
          { label: '发票号码', value: d.invoiceNo ?? '待开具' },
          { label: '发票代码', value: d.invoiceCode },
          { label: '发票类型', value: d.invoiceType },
          { label: '价税合计', value: yuan(d.amount) },
          { label: '开票日期', value: d.issueDate },
          { label: '申请时间', value: d.applyTime },
        ];
        const buyer = [
          { label: '购买方', value: d.title },
          { label: '纳税人识别号', value: d.taxNo },
          { label: '接收邮箱', value: d.email },
        ];
        const source = [
          { label: '销售方', value: d.sellerName },
          { label: '报检流水号', value: d.onlinelsh },
          {
            label: '收费记录',
            value: (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => navigate(linkTo('company_service_payment_slip', { chargesysid: d.chargesysid }))}
              >
                查看缴费单
              </Button>
            ),
          },
        ];
        const text = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v));
        return (
          <DetailView
            title={d.invoiceNo ? `发票 ${d.invoiceNo}` : `发票申请 ${d.onlinelsh ?? ''}`}
            subtitle={`${d.title} · ${d.invoiceType}`}
            tags={[{ label: d.statusName, color: invoiceColor[d.status] ?? 'gray' }]}
            actions={
              <>
                {d.pdfAttsysid && (
                  <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void downloadPdf(d)}>
                    下载发票
                  </Button>
                )}
                <PrintButton
                  document={() => ({
                    title: '检验收费发票信息',
                    subtitle: `${d.statusName}　${d.invoiceNo ? `发票号码：${d.invoiceNo}` : `报检流水号：${d.onlinelsh ?? '—'}`}`,
                    sections: [
                      { title: '发票', fields: fields.map((f) => ({ label: f.label, value: text(f.value) })) },
                      {
                        title: '购买方与销售方',
                        fields: [...buyer, source[0], source[1]].map((f) => ({ label: f.label, value: text(f.value) })),
                      },
                      ...(d.failReason ? [{ title: d.status === '3' ? '失败原因' : '说明', note: d.failReason }] : []),
                    ],
                  })}
                />
              </>
            }
            print={d.status === '1' ? { path: `/api/print/invoice/${d.id}`, label: '发票 PDF' } : undefined}
            sections={[
              ...(d.failReason
                ? [
                    {
                      title: d.status === '3' ? '开票失败' : '说明',
                      content: <Alert color={d.status === '3' ? 'red' : 'gray'}>{d.failReason}</Alert>,
                    },
                  ]
                : []),
              { title: '发票信息', fields },
              { title: '购买方', fields: buyer },
              { title: '销售方与收费', fields: source },
            ]}
          />
        );
      }}
    </QueryState>
  );
}
