import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

const registrationUnitDetailKey = ['registration', 'units', 'detail'] as const;
/** One registration by unit with its equipment and attachments (GET /a/stone/useRegist/unitDetail/{id}). */
const fetchRegistrationUnitDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useRegist/unitDetail/{id}', { params: { path: { id } } }));
export const useRegistrationUnitDetail = (id: string) => {
  const p = usePlatform();
  return useQuery(
    queryOptions({
      queryKey: [...registrationUnitDetailKey, id],
      queryFn: () => fetchRegistrationUnitDetail(p, id),
      enabled: !!id,
    }),
  );
};
