import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type SaveSafetyPersonBody = BodyOf<'saveSafetyPerson'>;

/** Adds (no id) or saves a safety-management person (POST /a/epsafemgeperson/save). */
const saveSafetyPerson = (p: Platform, body: SaveSafetyPersonBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/save', { body }));
export const useSaveSafetyPerson = mutationHook(saveSafetyPerson, safetyPersonKey);
