import { unwrap, type components, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type PasswordResetListBody = NonNullable<OperationTypes['listPasswordResetApplications']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type PasswordResetApplication = components['schemas']['PasswordResetApplication'];

export const passwordResetListKey = ['account', 'password-resets'] as const;
/** Password-reset applications, filtered and paged (POST /a/stone/passwordRestApply/list). */
export const fetchPasswordResetList = (p: Platform, body: PasswordResetListBody) => unwrap(p.client.POST('/a/stone/passwordRestApply/list', { body }));
