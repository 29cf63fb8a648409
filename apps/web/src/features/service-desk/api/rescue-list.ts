import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type RescueListBody = BodyOf<'listRescueRecords'>;
export type RescueRecord = components['schemas']['RescueRecord'];

export const rescueListKey = ['service-desk', 'rescue'] as const;
/** Rescue registrations, paged (POST /a/stone/rescue/list). */
export const fetchRescueList = (p: Platform, body: RescueListBody) => unwrap(p.client.POST('/a/stone/rescue/list', { body }));
export const rescueListQuery = (p: Platform, body: RescueListBody) =>
  queryOptions({ queryKey: [...rescueListKey, body], queryFn: () => fetchRescueList(p, body), placeholderData: keepPreviousData });
export const useRescueList = (body: RescueListBody) => useQuery(rescueListQuery(usePlatform(), body));
