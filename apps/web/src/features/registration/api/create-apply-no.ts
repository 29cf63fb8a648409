import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** A new application number from the server, SYDJ + date + sequence (POST /a/stone/eqmBcwBasic/createApplyno). */
export const createApplyNo = (p: Platform) => unwrap(p.client.POST('/a/stone/eqmBcwBasic/createApplyno'));
/** Taken once per new form: never refetched, never shared with another form. */
export const useNewApplyNo = (formKey: string, enabled: boolean) => {
  const p = usePlatform();
  return useQuery(
    queryOptions({
      queryKey: ['registration', 'apply-no', formKey],
      queryFn: () => createApplyNo(p),
      enabled,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  );
};
