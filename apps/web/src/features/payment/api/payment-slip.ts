import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

const paymentSlipKey = ['payment', 'public', 'slip'] as const;
/** One payment slip, public (GET /api/chamain/paymentSlip/{chargesysid}, no session). */
const fetchPaymentSlip = (p: Platform, chargesysid: string) =>
  unwrap(p.client.GET('/api/chamain/paymentSlip/{chargesysid}', { params: { path: { chargesysid } } }));
const paymentSlipQuery = (p: Platform, chargesysid: string) =>
  queryOptions({
    queryKey: [...paymentSlipKey, chargesysid],
    queryFn: () => fetchPaymentSlip(p, chargesysid),
    enabled: !!chargesysid,
    retry: false,
  });
export const usePaymentSlip = (chargesysid: string) => useQuery(paymentSlipQuery(usePlatform(), chargesysid));
