import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { chargeKey } from './keys';

export type ChargeDetail = components['schemas']['ChargeDetail'];

const chargeDetailKey = [...chargeKey, 'detail'] as const;
/** One payment slip: items, relief, payee and payment (GET /api/chamain/charge/detail). */
const fetchChargeDetail = (p: Platform, chargesysid: string) =>
  unwrap(p.client.GET('/api/chamain/charge/detail', { params: { query: { chargesysid } } }));
const chargeDetailQuery = (p: Platform, chargesysid: string) =>
  queryOptions({
    queryKey: [...chargeDetailKey, chargesysid],
    queryFn: () => fetchChargeDetail(p, chargesysid),
    enabled: !!chargesysid,
  });
/** With `pollUntilPaidMs`, asks again at that interval until the charge is paid (the pay page). */
export const useChargeDetail = (chargesysid: string, { pollUntilPaidMs }: { pollUntilPaidMs?: number } = {}) =>
  useQuery({
    ...chargeDetailQuery(usePlatform(), chargesysid),
    refetchInterval: (q) => (pollUntilPaidMs && q.state.data?.payStatus !== '1' ? pollUntilPaidMs : false),
  });
