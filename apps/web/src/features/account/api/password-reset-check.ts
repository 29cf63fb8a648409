import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type PasswordResetCheckBody = OperationTypes['checkPasswordResetApply']['requestBody']['content']['application/x-www-form-urlencoded'];

/** Whether the account belongs to the unit and has no pending reset (POST /a/stone/common/passwordRestApplyCheck). */
export const checkPasswordReset = (p: Platform, body: PasswordResetCheckBody) => unwrap(p.client.POST('/a/stone/common/passwordRestApplyCheck', { body }));
