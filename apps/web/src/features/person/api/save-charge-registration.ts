import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { chargeRegistrationKey } from './keys';

export type SaveChargeRegistrationBody = BodyOf<'saveExamFeeRegistration'>;

/** Saves an exam-fee registration, or with isCommit submits it (POST /api/chamain/chargeRegistration/save). */
const saveChargeRegistration = (p: Platform, body: SaveChargeRegistrationBody, isCommit = false) =>
  unwrap(
    p.client.POST('/api/chamain/chargeRegistration/save', {
      body,
      params: { query: isCommit ? { isCommit: true } : {} },
    }),
  );
export function useSaveChargeRegistration() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: SaveChargeRegistrationBody; isCommit?: boolean }) =>
      saveChargeRegistration(p, body, isCommit),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chargeRegistrationKey }),
  });
}
