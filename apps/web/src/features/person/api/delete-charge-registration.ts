import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteChargeRegistrationBody = BodyOf<'deleteExamFeeRegistration'>;

/** Deletes a draft exam-fee registration (POST /api/chamain/chargeRegistration/delete). */
export const deleteChargeRegistration = (p: Platform, body: DeleteChargeRegistrationBody) =>
  unwrap(p.client.POST('/api/chamain/chargeRegistration/delete', { body }));
