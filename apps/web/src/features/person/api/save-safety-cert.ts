import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyCertListKey } from './safety-cert-list';
import { safetyPersonDetailKey } from './safety-person-detail';
import { safetyPersonListKey } from './safety-person-list';

export type SaveSafetyCertBody = BodyOf<'saveSafetyPersonCert'>;

/** Adds (no id) or saves a certificate of a safety-management person (POST /a/safemgepercert/save). */
const saveSafetyCert = (p: Platform, body: SaveSafetyCertBody) => unwrap(p.client.POST('/a/safemgepercert/save', { body }));
export function useSaveSafetyCert() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSafetyCertBody) => saveSafetyCert(p, body),
    onSuccess: () => { for (const queryKey of [safetyPersonListKey, safetyPersonDetailKey, safetyCertListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
