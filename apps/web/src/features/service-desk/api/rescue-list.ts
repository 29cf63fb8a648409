import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type RescueListBody = NonNullable<OperationTypes['listRescueRecords']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type RescueRecord = components['schemas']['RescueRecord'];

export const rescueListKey = ['service-desk', 'rescue'] as const;
/** Rescue registrations, paged (POST /a/stone/rescue/list). */
export const fetchRescueList = (p: Platform, body: RescueListBody) => unwrap(p.client.POST('/a/stone/rescue/list', { body }));
export const rescueListQuery = (p: Platform, body: RescueListBody) =>
  queryOptions({ queryKey: [...rescueListKey, body], queryFn: () => fetchRescueList(p, body), placeholderData: keepPreviousData });
export const useRescueList = (body: RescueListBody) => useQuery(rescueListQuery(usePlatform(), body));
