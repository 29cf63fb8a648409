import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type InvoiceTitleListBody = BodyOf<'listInvoiceTitles'>;
export type InvoiceTitle = components['schemas']['InvoiceTitle'];

export const invoiceTitleListKey = ['payment', 'invoice-title', 'list'] as const;
/** The unit's invoice titles, paged (POST /api/chamain/invoiceTitle/list). */
export const fetchInvoiceTitleList = (p: Platform, body: InvoiceTitleListBody) => unwrap(p.client.POST('/api/chamain/invoiceTitle/list', { body }));
export const invoiceTitleListQuery = (p: Platform, body: InvoiceTitleListBody) =>
  queryOptions({ queryKey: [...invoiceTitleListKey, body], queryFn: () => fetchInvoiceTitleList(p, body), placeholderData: keepPreviousData });
export const useInvoiceTitleList = (body: InvoiceTitleListBody) => useQuery(invoiceTitleListQuery(usePlatform(), body));
