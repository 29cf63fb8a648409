import { unwrap, type components, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type RegistrationListBody = NonNullable<OperationTypes['listAccountRegistrations']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type AccountRegistration = components['schemas']['AccountRegistration'];

export const registrationListKey = ['account', 'registrations'] as const;
/** Registration applications, filtered and paged (POST /a/stone/account/findRegister). */
export const fetchRegistrationList = (p: Platform, body: RegistrationListBody) => unwrap(p.client.POST('/a/stone/account/findRegister', { body }));
