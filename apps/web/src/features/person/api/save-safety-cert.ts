import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type SaveSafetyCertBody = BodyOf<'saveSafetyPersonCert'>;

/** Adds (no id) or saves a certificate of a safety-management person (POST /a/safemgepercert/save). */
const saveSafetyCert = (p: Platform, body: SaveSafetyCertBody) =>
  unwrap(p.client.POST('/a/safemgepercert/save', { body }));
export const useSaveSafetyCert = mutationHook(saveSafetyCert, safetyPersonKey);
