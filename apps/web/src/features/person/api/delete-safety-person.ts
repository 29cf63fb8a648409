import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DeleteSafetyPersonBody = BodyOf<'deleteSafetyPerson'>;

/** Deletes a safety-management person (POST /a/epsafemgeperson/delete). */
const deleteSafetyPerson = (p: Platform, body: DeleteSafetyPersonBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/delete', { body }));
export const useDeleteSafetyPerson = mutationHook(deleteSafetyPerson, safetyPersonKey);
