import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Deletes an invoice title (POST /api/chamain/invoiceTitle/delete); issued invoices keep theirs. */
export const deleteInvoiceTitle = (p: Platform, id: string) =>
  unwrap(p.client.POST('/api/chamain/invoiceTitle/delete', { body: { id } }));
