import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { invoiceKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const invoiceDetailKey = [...invoiceKey, 'detail'] as const;
/** One invoice (GET /api/chamain/invoice/detail). */
const fetchInvoiceDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/api/chamain/invoice/detail', { params: { query: { id } } }));
export const useInvoiceDetail = recordHook(invoiceDetailKey, fetchInvoiceDetail);
