import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { mutationHook } from '@/kit/api/call-hooks';
import { passwordResetListKey } from './password-reset-list';

export type AuditPasswordResetBody = BodyOf<'auditPasswordResetApplication'>;

/** 同意 (agree 1) or 不同意 (agree 0, reason required) a password reset (POST /a/stone/passwordRestApply/audit). */
const auditPasswordReset = (p: Platform, body: AuditPasswordResetBody) =>
  unwrap(p.client.POST('/a/stone/passwordRestApply/audit', { body }));
export const useAuditPasswordReset = mutationHook(auditPasswordReset, passwordResetListKey, { waitForRefresh: true });
