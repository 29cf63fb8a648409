import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type FaultListBody = BodyOf<'listFaultRecords'>;
export type FaultRecord = components['schemas']['FaultRecord'];

export const faultListKey = ['service-desk', 'fault'] as const;
/** Fault registrations, paged (POST /a/stone/fault/list). */
export const fetchFaultList = (p: Platform, body: FaultListBody) => unwrap(p.client.POST('/a/stone/fault/list', { body }));
export const faultListQuery = (p: Platform, body: FaultListBody) =>
  queryOptions({ queryKey: [...faultListKey, body], queryFn: () => fetchFaultList(p, body), placeholderData: keepPreviousData });
export const useFaultList = (body: FaultListBody) => useQuery(faultListQuery(usePlatform(), body));
