import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyPersonKey } from './keys';

export type SaveSafetyPersonBody = BodyOf<'saveSafetyPerson'>;

/** Adds (no id) or saves a safety-management person (POST /a/epsafemgeperson/save). */
const saveSafetyPerson = (p: Platform, body: SaveSafetyPersonBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/save', { body }));
export function useSaveSafetyPerson() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSafetyPersonBody) => saveSafetyPerson(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: safetyPersonKey }),
  });
}
