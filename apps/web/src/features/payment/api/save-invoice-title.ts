import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { invoiceTitleListKey } from './invoice-title-list';

export type SaveInvoiceTitleBody = BodyOf<'saveInvoiceTitle'>;

/** Adds or changes an invoice title (POST /api/chamain/invoiceTitle/save). */
const saveInvoiceTitle = (p: Platform, body: SaveInvoiceTitleBody) =>
  unwrap(p.client.POST('/api/chamain/invoiceTitle/save', { body }));
export function useSaveInvoiceTitle() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInvoiceTitleBody) => saveInvoiceTitle(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: invoiceTitleListKey }),
  });
}
