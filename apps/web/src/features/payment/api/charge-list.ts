import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type ChargeListBody = NonNullable<OperationTypes['listCharges']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type Charge = components['schemas']['Charge'];

export const chargeListKey = ['payment', 'charge', 'list'] as const;
/** The unit's charges (inspection and exam fees), paged (POST /api/chamain/charge/list). */
export const fetchChargeList = (p: Platform, body: ChargeListBody) => unwrap(p.client.POST('/api/chamain/charge/list', { body }));
export const chargeListQuery = (p: Platform, body: ChargeListBody) =>
  queryOptions({ queryKey: [...chargeListKey, body], queryFn: () => fetchChargeList(p, body), placeholderData: keepPreviousData });
export const useChargeList = (body: ChargeListBody) => useQuery(chargeListQuery(usePlatform(), body));
