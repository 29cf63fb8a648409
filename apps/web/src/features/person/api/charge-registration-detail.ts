import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { chargeRegistrationKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const chargeRegistrationDetailKey = [...chargeRegistrationKey, 'detail'] as const;
/** One exam-fee registration with its operators and payment (GET /api/chamain/chargeRegistration/detail). */
export const fetchChargeRegistrationDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/api/chamain/chargeRegistration/detail', { params: { query: { id } } }));
export const useChargeRegistrationDetail = recordHook(chargeRegistrationDetailKey, fetchChargeRegistrationDetail);
