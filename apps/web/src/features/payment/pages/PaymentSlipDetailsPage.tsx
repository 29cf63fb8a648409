import { useState } from 'react';
import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconLink, IconQrcode, IconReceipt } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { PrintButton } from '@/kit/print/PrintButton';
import { PdfPreview } from '@/kit/pdf/PdfPreview';
import { usePlatform } from '@/platform/PlatformContext';
import { fetchPaymentSlipPdf } from '@/features/payment/api/payment-slip-pdf';
import { useChargeDetail } from '@/features/payment/api/charge-detail';
import { useInvoiceApplyDialog } from '@/features/payment/invoices';

import { invoiceStatusColor, payStatusColor, slipDocument, slipSections, slipView } from '@/features/payment/slip';
import { linkTo } from '@/platform/routing';

/** 缴费单详情: one charge's slip: items, relief, total, payer and payee, payment; printable. */
export default function PaymentSlipDetailsPage({ id: chargesysid }: { id: string }) {
  const navigate = useNavigate();
  const platform = usePlatform();
  const detail = useChargeDetail(chargesysid);
  const [pdfOpen, setPdfOpen] = useState(false);
  const applyInvoice = useInvoiceApplyDialog();
  const clipboard = useClipboard();
  // The public payment note (no session) for whoever pays: finance staff, a bank counter.
  const copyNoteLink = (id: string) => {
    clipboard.copy(`${window.location.origin}${linkTo('online_payment_note', { chargesysid: id })}`);
    notifications.show({ color: 'green', message: '缴费通知链接已复制，可发给财务人员打开缴费' });
  };
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const view = slipView(d, 'slip');
        return (
          <DetailView
            title={`缴费单 ${d.slipNo}`}
            subtitle={`${d.chargeTypeName} · 报检流水号 ${d.onlinelsh ?? '—'} · 开单于 ${d.createTime ?? '—'}`}
            tags={[
              { label: d.payStatusName, color: payStatusColor[d.payStatus] ?? 'gray' },
              ...(d.invoiceStatusName
                ? [{ label: d.invoiceStatusName, color: invoiceStatusColor[d.invoiceStatus ?? '0'] ?? 'gray' }]
                : []),
            ]}
            actions={
              <>
                {d.payStatus === '0' && d.onlinelsh && d.chargeType === '1' && (
                  <Button
                    leftSection={<IconQrcode size={16} />}
                    onClick={() => navigate(linkTo('pay_code_order', { onlinelsh: d.onlinelsh }))}
                  >
                    去支付
                  </Button>
                )}
                {d.payStatus === '1' && (d.invoiceStatus ?? '0') === '0' && (
                  <Button variant="light" leftSection={<IconReceipt size={16} />} onClick={() => void applyInvoice(d)}>
                    申请开票
                  </Button>
                )}
                {d.payStatus === '0' && (
                  <Button
                    variant="default"
                    leftSection={<IconLink size={16} />}
                    onClick={() => copyNoteLink(d.chargesysid)}
                  >
                    复制缴费链接
                  </Button>
                )}
                <PrintButton document={() => slipDocument(view)} />
                <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => setPdfOpen(true)}>
                  预览 PDF
                </Button>
                {pdfOpen && (
                  <PdfPreview
                    opened
                    onClose={() => setPdfOpen(false)}
                    title={`缴费单 ${d.slipNo}`}
                    load={() => fetchPaymentSlipPdf(platform, d.chargesysid)}
                    fileName={`缴费单${d.slipNo}.pdf`}
                  />
                )}
              </>
            }
            print={{ path: `/api/print/paymentSlip/${d.chargesysid}`, label: '缴费通知单 PDF' }}
            sections={slipSections(view)}
          />
        );
      }}
    </QueryState>
  );
}
