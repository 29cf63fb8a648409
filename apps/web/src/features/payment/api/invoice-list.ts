import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type InvoiceListBody = NonNullable<OperationTypes['listInvoices']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type Invoice = components['schemas']['Invoice'];

export const invoiceListKey = ['payment', 'invoice', 'list'] as const;
/** The unit's invoices, paged (POST /api/chamain/invoice/list). */
export const fetchInvoiceList = (p: Platform, body: InvoiceListBody) => unwrap(p.client.POST('/api/chamain/invoice/list', { body }));
export const invoiceListQuery = (p: Platform, body: InvoiceListBody) =>
  queryOptions({ queryKey: [...invoiceListKey, body], queryFn: () => fetchInvoiceList(p, body), placeholderData: keepPreviousData });
export const useInvoiceList = (body: InvoiceListBody) => useQuery(invoiceListQuery(usePlatform(), body));
