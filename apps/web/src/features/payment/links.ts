/** The payment pages' addresses (routes.ts: the pay block under /company-service, /pay-code and the public pages). */
export const PAYMENT_PAGES = {
  paymentNotes: '/company-service/online-apply-paymentNote',
  paymentSlip: '/company-service/online-apply-paymentSlipDetails',
  payCode: '/pay-code-order',
  invoiceTitles: '/company-service/invoice-title',
  invoices: '/company-service/invoice-query',
  invoiceDetail: '/company-service/invoice-detail',
  publicNote: '/online-paymentNote',
  publicSlip: '/online-paymentSlipDetails',
} as const;

export { withQuery } from '../../kit/withQuery';
