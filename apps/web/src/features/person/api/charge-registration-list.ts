import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { chargeRegistrationKey } from './keys';

export type ChargeRegistrationListBody = BodyOf<'listExamFeeRegistrations'>;
export type ExamFeeRegistration = components['schemas']['ExamFeeRegistration'];

export const chargeRegistrationListKey = [...chargeRegistrationKey, 'list'] as const;
/** Operator exam-fee registrations, paged (POST /api/chamain/chargeRegistration/list). */
export const fetchChargeRegistrationList = (p: Platform, body: ChargeRegistrationListBody) =>
  unwrap(p.client.POST('/api/chamain/chargeRegistration/list', { body }));
