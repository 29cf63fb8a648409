import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { invoiceTitleListKey } from './invoice-title-list';
import { mutationHook } from '@/kit/api/call-hooks';

export type SaveInvoiceTitleBody = BodyOf<'saveInvoiceTitle'>;

/** Adds or changes an invoice title (POST /api/chamain/invoiceTitle/save). */
const saveInvoiceTitle = (p: Platform, body: SaveInvoiceTitleBody) =>
  unwrap(p.client.POST('/api/chamain/invoiceTitle/save', { body }));
export const useSaveInvoiceTitle = mutationHook(saveInvoiceTitle, invoiceTitleListKey);
