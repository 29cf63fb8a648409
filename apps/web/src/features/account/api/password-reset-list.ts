import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type PasswordResetListBody = BodyOf<'listPasswordResetApplications'>;
export type PasswordResetApplication = components['schemas']['PasswordResetApplication'];

export const passwordResetListKey = ['account', 'password-resets'] as const;
/** Password-reset applications, filtered and paged (POST /a/stone/passwordRestApply/list). */
export const fetchPasswordResetList = (p: Platform, body: PasswordResetListBody) =>
  unwrap(p.client.POST('/a/stone/passwordRestApply/list', { body }));
