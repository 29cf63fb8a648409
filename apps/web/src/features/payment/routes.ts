import { defineOutsideRoutes, defineRoutes } from '@/platform/routing';

/** 缴费与发票: payment slips, scan-to-pay, invoice titles and invoices. */
export const paymentRoutes = defineRoutes('payment', {
  company_service_payment_note: {
    path: '/company-service/online-apply-paymentNote',
    title: '缴费单查询',
    in: 'service_payment',
    access: 'company-service:payment',
    page: 'PaymentNotePage',
    search: { payStatus: 'optional' },
  },
  company_service_payment_slip: {
    path: '/company-service/online-apply-paymentSlipDetails',
    title: '缴费单详情',
    in: 'service_payment',
    access: 'company-service:payment',
    hideInMenu: true,
    page: 'PaymentSlipDetailsPage',
    record: { param: 'chargesysid', label: '缴费单编号', list: 'company_service_payment_note' },
  },
  company_service_invoice_title: {
    path: '/company-service/invoice-title',
    title: '开票信息',
    in: 'service_payment',
    access: 'company-service:invoice',
    page: 'InvoiceTitlePage',
  },
  company_service_invoice: {
    path: '/company-service/invoice-query',
    title: '发票查询',
    in: 'service_payment',
    access: 'company-service:invoice',
    page: 'InvoiceListPage',
  },
  company_service_invoice_detail: {
    path: '/company-service/invoice-detail',
    title: '发票详情',
    in: 'service_payment',
    access: 'company-service:invoice',
    hideInMenu: true,
    page: 'InvoiceDetailPage',
    record: { param: 'id', label: '发票编号', list: 'company_service_invoice' },
  },
  pay_code_order: {
    path: '/pay-code-order',
    title: '扫码支付',
    in: 'pay_code',
    access: 'company-service:payment',
    hideInMenu: true,
    notCache: true,
    page: 'PayCodePage',
    search: { onlinelsh: 'optional', id: 'optional' },
  },
});

/** The payment note and slip opened from a link, without a session. */
export const publicPaymentRoutes = defineOutsideRoutes('payment', {
  online_payment_note: {
    path: '/online-paymentNote',
    title: '缴费通知单',
    public: true,
    page: 'PublicPaymentNotePage',
    search: { onlinelsh: 'optional', chargesysid: 'optional' },
  },
  online_payment_slip: {
    path: '/online-paymentSlipDetails',
    title: '缴费单详情',
    public: true,
    page: 'PublicPaymentSlipPage',
    search: { chargesysid: 'optional' },
  },
});
