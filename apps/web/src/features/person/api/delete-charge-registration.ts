import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { chargeRegistrationDetailKey } from './charge-registration-detail';
import { chargeRegistrationListKey } from './charge-registration-list';

export type DeleteChargeRegistrationBody = BodyOf<'deleteExamFeeRegistration'>;

/** Deletes a draft exam-fee registration (POST /api/chamain/chargeRegistration/delete). */
export const deleteChargeRegistration = (p: Platform, body: DeleteChargeRegistrationBody) => unwrap(p.client.POST('/api/chamain/chargeRegistration/delete', { body }));
export function useDeleteChargeRegistration() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteChargeRegistrationBody) => deleteChargeRegistration(p, body),
    onSuccess: () => { for (const queryKey of [chargeRegistrationListKey, chargeRegistrationDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
