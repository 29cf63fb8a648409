import type { Platform } from '@/platform/platform';

/**
 * The payment slip as PDF (GET /api/print/paymentSlip/{chargesysid} on the print host, a file:
 * `parseAs: 'blob'`); the session goes with it as with every call.
 */
export const fetchPaymentSlipPdf = (p: Platform, chargesysid: string) =>
  p.client.GET('/api/print/paymentSlip/{chargesysid}', {
    params: { path: { chargesysid } },
    parseAs: 'blob',
    baseUrl: p.config.printHost || undefined,
  });
