import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyPersonKey } from './keys';

export type SaveSafetyCertBody = BodyOf<'saveSafetyPersonCert'>;

/** Adds (no id) or saves a certificate of a safety-management person (POST /a/safemgepercert/save). */
const saveSafetyCert = (p: Platform, body: SaveSafetyCertBody) =>
  unwrap(p.client.POST('/a/safemgepercert/save', { body }));
export function useSaveSafetyCert() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSafetyCertBody) => saveSafetyCert(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: safetyPersonKey }),
  });
}
