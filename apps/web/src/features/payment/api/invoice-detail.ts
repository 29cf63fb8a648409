import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { invoiceKey } from './keys';

const invoiceDetailKey = [...invoiceKey, 'detail'] as const;
/** One invoice (GET /api/chamain/invoice/detail). */
const fetchInvoiceDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/api/chamain/invoice/detail', { params: { query: { id } } }));
const invoiceDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...invoiceDetailKey, id], queryFn: () => fetchInvoiceDetail(p, id), enabled: !!id });
export const useInvoiceDetail = (id: string) => useQuery(invoiceDetailQuery(usePlatform(), id));
