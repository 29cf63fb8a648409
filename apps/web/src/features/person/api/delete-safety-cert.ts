import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyPersonKey } from './keys';

export type DeleteSafetyCertBody = BodyOf<'deleteSafetyPersonCert'>;

/** Deletes a certificate (POST /a/safemgepercert/delete). */
const deleteSafetyCert = (p: Platform, body: DeleteSafetyCertBody) =>
  unwrap(p.client.POST('/a/safemgepercert/delete', { body }));
export function useDeleteSafetyCert() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteSafetyCertBody) => deleteSafetyCert(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: safetyPersonKey }),
  });
}
