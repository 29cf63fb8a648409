import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyCertListKey } from './safety-cert-list';
import { safetyPersonDetailKey } from './safety-person-detail';
import { safetyPersonListKey } from './safety-person-list';

export type DeleteSafetyCertBody = BodyOf<'deleteSafetyPersonCert'>;

/** Deletes a certificate (POST /a/safemgepercert/delete). */
const deleteSafetyCert = (p: Platform, body: DeleteSafetyCertBody) => unwrap(p.client.POST('/a/safemgepercert/delete', { body }));
export function useDeleteSafetyCert() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteSafetyCertBody) => deleteSafetyCert(p, body),
    onSuccess: () => { for (const queryKey of [safetyPersonListKey, safetyPersonDetailKey, safetyCertListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
