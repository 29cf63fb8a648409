import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export interface RegistrationResultQuery {
  creditCode: string;
  mobile: string;
  smsCode: string;
}

/** The unit's latest registration and its audit (POST /a/stone/common/ogmUnitRegistCheck/{creditCode}/{mobile}/{smsCode}). */
const fetchRegistrationResult = (p: Platform, q: RegistrationResultQuery) =>
  unwrap(
    p.client.POST('/a/stone/common/ogmUnitRegistCheck/{a}/{b}/{c}', {
      params: { path: { a: q.creditCode, b: q.mobile, c: q.smsCode } },
    }),
  );
/** A query the user starts (it spends an SMS code), so a mutation rather than a cached query. */
export const useRegistrationResult = () => {
  const p = usePlatform();
  return useMutation({ mutationFn: (q: RegistrationResultQuery) => fetchRegistrationResult(p, q) });
};
