import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { paymentKey } from './keys';

export type ApplyInvoiceBody = BodyOf<'applyInvoice'>;

/** Applies for the invoice of a paid charge (POST /api/chamain/invoice/apply); resolves to the invoice id. */
const applyInvoice = (p: Platform, body: ApplyInvoiceBody) =>
  unwrap(p.client.POST('/api/chamain/invoice/apply', { body }));
export function useApplyInvoice() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyInvoiceBody) => applyInvoice(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: paymentKey }),
  });
}
