import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { invoiceKey } from './keys';

export type InvoiceListBody = BodyOf<'listInvoices'>;
export type Invoice = components['schemas']['Invoice'];

export const invoiceListKey = [...invoiceKey, 'list'] as const;
/** The unit's invoices, paged (POST /api/chamain/invoice/list). */
export const fetchInvoiceList = (p: Platform, body: InvoiceListBody) =>
  unwrap(p.client.POST('/api/chamain/invoice/list', { body }));
