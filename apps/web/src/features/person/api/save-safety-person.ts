import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { safetyPersonDetailKey } from './safety-person-detail';
import { safetyPersonListKey } from './safety-person-list';

export type SaveSafetyPersonBody = NonNullable<OperationTypes['saveSafetyPerson']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Adds (no id) or saves a safety-management person (POST /a/epsafemgeperson/save). */
export const saveSafetyPerson = (p: Platform, body: SaveSafetyPersonBody) => unwrap(p.client.POST('/a/epsafemgeperson/save', { body }));
export function useSaveSafetyPerson() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSafetyPersonBody) => saveSafetyPerson(p, body),
    onSuccess: () => { for (const queryKey of [safetyPersonListKey, safetyPersonDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
