import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type InvoiceListBody = BodyOf<'listInvoices'>;
export type Invoice = components['schemas']['Invoice'];

export const invoiceListKey = ['payment', 'invoice', 'list'] as const;
/** The unit's invoices, paged (POST /api/chamain/invoice/list). */
export const fetchInvoiceList = (p: Platform, body: InvoiceListBody) => unwrap(p.client.POST('/api/chamain/invoice/list', { body }));
export const invoiceListQuery = (p: Platform, body: InvoiceListBody) =>
  queryOptions({ queryKey: [...invoiceListKey, body], queryFn: () => fetchInvoiceList(p, body), placeholderData: keepPreviousData });
export const useInvoiceList = (body: InvoiceListBody) => useQuery(invoiceListQuery(usePlatform(), body));
