import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { queryHook } from '@/kit/api/call-hooks';

export type PaymentNote = components['schemas']['PaymentNote'];
/** By the inspection serial number, or by the charge id a payment link carries. */
export type PaymentNoteRef = { onlinelsh?: string; chargesysid?: string };

const paymentNoteKey = ['payment', 'public', 'note'] as const;
/** The payment note, public (GET /api/chamain/paymentNote, no session). */
const fetchPaymentNote = (p: Platform, ref: PaymentNoteRef) =>
  unwrap(p.client.GET('/api/chamain/paymentNote', { params: { query: ref } }));
export const usePaymentNote = queryHook(paymentNoteKey, fetchPaymentNote, {
  enabled: (ref) => !!(ref.onlinelsh || ref.chargesysid),
  retry: false,
});
