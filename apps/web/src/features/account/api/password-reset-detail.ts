import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { passwordResetListKey } from './password-reset-list';
import { recordHook } from '@/kit/api/call-hooks';

/** One password-reset application with its attachments (GET /a/stone/passwordRestApply/get/{id}). */
const fetchPasswordReset = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/passwordRestApply/get/{id}', { params: { path: { id } } }));
export const usePasswordReset = recordHook([...passwordResetListKey, 'detail'], fetchPasswordReset);
