import { useMutation } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type PasswordResetApplyBody = OperationTypes['applyPasswordReset']['requestBody']['content']['application/x-www-form-urlencoded'];

/** Submits a password-reset application (POST /a/stone/common/passwordRestApply); resolves to its number. */
export const applyPasswordReset = (p: Platform, body: PasswordResetApplyBody) => unwrap(p.client.POST('/a/stone/common/passwordRestApply', { body }));
export const useApplyPasswordReset = () => {
  const p = usePlatform();
  return useMutation({ mutationFn: (body: PasswordResetApplyBody) => applyPasswordReset(p, body) });
};
