import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type ChargeListBody = BodyOf<'listCharges'>;
export type Charge = components['schemas']['Charge'];

export const chargeListKey = ['payment', 'charge', 'list'] as const;
/** The unit's charges (inspection and exam fees), paged (POST /api/chamain/charge/list). */
export const fetchChargeList = (p: Platform, body: ChargeListBody) => unwrap(p.client.POST('/api/chamain/charge/list', { body }));
export const chargeListQuery = (p: Platform, body: ChargeListBody) =>
  queryOptions({ queryKey: [...chargeListKey, body], queryFn: () => fetchChargeList(p, body), placeholderData: keepPreviousData });
export const useChargeList = (body: ChargeListBody) => useQuery(chargeListQuery(usePlatform(), body));
