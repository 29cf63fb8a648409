import { useMutation } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type PasswordResetApplyBody = BodyOf<'applyPasswordReset'>;

/** Submits a password-reset application (POST /a/stone/common/passwordRestApply); resolves to its number. */
const applyPasswordReset = (p: Platform, body: PasswordResetApplyBody) =>
  unwrap(p.client.POST('/a/stone/common/passwordRestApply', { body }));
export const useApplyPasswordReset = () => {
  const p = usePlatform();
  return useMutation({ mutationFn: (body: PasswordResetApplyBody) => applyPasswordReset(p, body) });
};
