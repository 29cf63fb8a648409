import { unwrap, type components, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type RegistrationSetsBody = NonNullable<OperationTypes['listUseRegistSets']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type RegistrationsByUnitBody = NonNullable<OperationTypes['listUseRegistUnits']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type RegistrationSet = components['schemas']['UseRegistSet'];

export const registrationSetsKey = ['registration', 'sets', 'list'] as const;
/** Registrations of complete sets (pressure piping, packaged units), paged (POST /a/stone/useRegist/setList). */
export const fetchRegistrationSets = (p: Platform, body: RegistrationSetsBody) => unwrap(p.client.POST('/a/stone/useRegist/setList', { body }));
