import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { chargeRegistrationKey } from './keys';

const chargeRegistrationDetailKey = [...chargeRegistrationKey, 'detail'] as const;
/** One exam-fee registration with its operators and payment (GET /api/chamain/chargeRegistration/detail). */
export const fetchChargeRegistrationDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/api/chamain/chargeRegistration/detail', { params: { query: { id } } }));
const chargeRegistrationDetailQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...chargeRegistrationDetailKey, id],
    queryFn: () => fetchChargeRegistrationDetail(p, id),
    enabled: !!id,
  });
export const useChargeRegistrationDetail = (id: string) => useQuery(chargeRegistrationDetailQuery(usePlatform(), id));
