import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';

export type SafetyPersonListBody = BodyOf<'listSafetyPerson'>;
export type SafetyPerson = components['schemas']['SafetyPerson'];

export const safetyPersonListKey = [...safetyPersonKey, 'list'] as const;
/** Safety-management staff, filtered and paged (POST /a/epsafemgeperson/list). */
export const fetchSafetyPersonList = (p: Platform, body: SafetyPersonListBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/list', { body }));
