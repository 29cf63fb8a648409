import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

const registrationSetDetailKey = ['registration', 'sets', 'detail'] as const;
/** One registration by set with its equipment and attachments (GET /a/stone/useRegist/setDetail/{id}). */
const fetchRegistrationSetDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useRegist/setDetail/{id}', { params: { path: { id } } }));
export const useRegistrationSetDetail = (id: string) => {
  const p = usePlatform();
  return useQuery(
    queryOptions({
      queryKey: [...registrationSetDetailKey, id],
      queryFn: () => fetchRegistrationSetDetail(p, id),
      enabled: !!id,
    }),
  );
};
