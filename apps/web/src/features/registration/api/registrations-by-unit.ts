import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import type { RegistrationsByUnitBody } from './registration-sets';

export const registrationsByUnitKey = ['registration', 'units', 'list'] as const;
/** Registrations made for a unit as a whole (e.g. its field vehicles), paged (POST /a/stone/useRegist/unitList). */
export const fetchRegistrationsByUnit = (p: Platform, body: RegistrationsByUnitBody) =>
  unwrap(p.client.POST('/a/stone/useRegist/unitList', { body }));
