import { useMutation } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type AccountApplication = components['schemas']['AccountApplication'];

/** Submits an enterprise account registration (POST /a/stone/common/account/apply, JSON); resolves to the application number. */
const applyAccount = (p: Platform, body: AccountApplication) =>
  unwrap(p.client.POST('/a/stone/common/account/apply', { body }));
export const useApplyAccount = () => {
  const p = usePlatform();
  return useMutation({ mutationFn: (body: AccountApplication) => applyAccount(p, body) });
};
