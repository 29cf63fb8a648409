import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type PaymentNote = components['schemas']['PaymentNote'];
/** By the inspection serial number, or by the charge id a payment link carries. */
export type PaymentNoteRef = { onlinelsh?: string; chargesysid?: string };

const paymentNoteKey = ['payment', 'public', 'note'] as const;
/** The payment note, public (GET /api/chamain/paymentNote, no session). */
const fetchPaymentNote = (p: Platform, ref: PaymentNoteRef) =>
  unwrap(p.client.GET('/api/chamain/paymentNote', { params: { query: ref } }));
const paymentNoteQuery = (p: Platform, ref: PaymentNoteRef) =>
  queryOptions({
    queryKey: [...paymentNoteKey, ref],
    queryFn: () => fetchPaymentNote(p, ref),
    enabled: !!(ref.onlinelsh || ref.chargesysid),
    retry: false,
  });
export const usePaymentNote = (ref: PaymentNoteRef) => useQuery(paymentNoteQuery(usePlatform(), ref));
