import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DeleteSafetyCertBody = BodyOf<'deleteSafetyPersonCert'>;

/** Deletes a certificate (POST /a/safemgepercert/delete). */
const deleteSafetyCert = (p: Platform, body: DeleteSafetyCertBody) =>
  unwrap(p.client.POST('/a/safemgepercert/delete', { body }));
export const useDeleteSafetyCert = mutationHook(deleteSafetyCert, safetyPersonKey);
