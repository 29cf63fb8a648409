import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type RegistrationListBody = BodyOf<'listAccountRegistrations'>;
export type AccountRegistration = components['schemas']['AccountRegistration'];

export const registrationListKey = ['account', 'registrations'] as const;
/** Registration applications, filtered and paged (POST /a/stone/account/findRegister). */
export const fetchRegistrationList = (p: Platform, body: RegistrationListBody) =>
  unwrap(p.client.POST('/a/stone/account/findRegister', { body }));
