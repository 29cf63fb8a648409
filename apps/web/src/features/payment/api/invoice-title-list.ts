import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type InvoiceTitleListBody = BodyOf<'listInvoiceTitles'>;
export type InvoiceTitle = components['schemas']['InvoiceTitle'];

export const invoiceTitleListKey = ['payment', 'invoice-title', 'list'] as const;
/** The unit's invoice titles, paged (POST /api/chamain/invoiceTitle/list). */
export const fetchInvoiceTitleList = (p: Platform, body: InvoiceTitleListBody) =>
  unwrap(p.client.POST('/api/chamain/invoiceTitle/list', { body }));
