import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { invoiceTitleListKey } from './invoice-title-list';

export type SaveInvoiceTitleBody = NonNullable<OperationTypes['saveInvoiceTitle']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Adds or changes an invoice title (POST /api/chamain/invoiceTitle/save). */
export const saveInvoiceTitle = (p: Platform, body: SaveInvoiceTitleBody) => unwrap(p.client.POST('/api/chamain/invoiceTitle/save', { body }));
export function useSaveInvoiceTitle() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInvoiceTitleBody) => saveInvoiceTitle(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: invoiceTitleListKey }),
  });
}
