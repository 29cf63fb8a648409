import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { registrationListKey } from './registration-list';

/** 通过 (POST /a/stone/account/audit): opens the unit's account. */
const approveRegistration = (p: Platform, id: string, opinion?: string) =>
  unwrap(p.client.POST('/a/stone/account/audit', { body: { id, ...(opinion ? { opinion } : {}) } }));
/** 不通过 (POST /a/stone/account/disagree) with the required reason. */
const rejectRegistration = (p: Platform, id: string, opinion: string) =>
  unwrap(p.client.POST('/a/stone/account/disagree', { body: { id, opinion } }));

/** Both audits; the lists and the detail refresh after either. */
export function useAuditRegistration() {
  const p = usePlatform();
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: registrationListKey });
  return {
    approve: useMutation({
      mutationFn: ({ id, opinion }: { id: string; opinion?: string }) => approveRegistration(p, id, opinion),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: ({ id, opinion }: { id: string; opinion: string }) => rejectRegistration(p, id, opinion),
      onSuccess,
    }),
  };
}
