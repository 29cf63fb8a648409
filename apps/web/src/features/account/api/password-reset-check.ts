import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type PasswordResetCheckBody = BodyOf<'checkPasswordResetApply'>;

/** Whether the account belongs to the unit and has no pending reset (POST /a/stone/common/passwordRestApplyCheck). */
export const checkPasswordReset = (p: Platform, body: PasswordResetCheckBody) =>
  unwrap(p.client.POST('/a/stone/common/passwordRestApplyCheck', { body }));
