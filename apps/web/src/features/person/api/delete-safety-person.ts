import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyPersonKey } from './keys';

export type DeleteSafetyPersonBody = BodyOf<'deleteSafetyPerson'>;

/** Deletes a safety-management person (POST /a/epsafemgeperson/delete). */
const deleteSafetyPerson = (p: Platform, body: DeleteSafetyPersonBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/delete', { body }));
export function useDeleteSafetyPerson() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteSafetyPersonBody) => deleteSafetyPerson(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: safetyPersonKey }),
  });
}
