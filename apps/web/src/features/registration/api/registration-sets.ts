import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type RegistrationSetsBody = BodyOf<'listUseRegistSets'>;
export type RegistrationsByUnitBody = BodyOf<'listUseRegistUnits'>;
export type RegistrationSet = components['schemas']['UseRegistSet'];

export const registrationSetsKey = ['registration', 'sets', 'list'] as const;
/** Registrations of complete sets (pressure piping, packaged units), paged (POST /a/stone/useRegist/setList). */
export const fetchRegistrationSets = (p: Platform, body: RegistrationSetsBody) =>
  unwrap(p.client.POST('/a/stone/useRegist/setList', { body }));
