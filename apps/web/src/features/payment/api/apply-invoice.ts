import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { paymentKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type ApplyInvoiceBody = BodyOf<'applyInvoice'>;

/** Applies for the invoice of a paid charge (POST /api/chamain/invoice/apply); resolves to the invoice id. */
const applyInvoice = (p: Platform, body: ApplyInvoiceBody) =>
  unwrap(p.client.POST('/api/chamain/invoice/apply', { body }));
export const useApplyInvoice = mutationHook(applyInvoice, paymentKey);
