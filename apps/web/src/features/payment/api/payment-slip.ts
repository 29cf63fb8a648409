import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { recordHook } from '@/kit/api/call-hooks';

const paymentSlipKey = ['payment', 'public', 'slip'] as const;
/** One payment slip, public (GET /api/chamain/paymentSlip/{chargesysid}, no session). */
const fetchPaymentSlip = (p: Platform, chargesysid: string) =>
  unwrap(p.client.GET('/api/chamain/paymentSlip/{chargesysid}', { params: { path: { chargesysid } } }));
export const usePaymentSlip = recordHook(paymentSlipKey, fetchPaymentSlip, { retry: false });
