import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type SafetyCertListBody = BodyOf<'listSafetyPersonCert'>;
export type SafetyPersonCert = components['schemas']['SafetyPersonCert'];

export const safetyCertListKey = ['person', 'safety', 'cert'] as const;
/** Certificates of safety-management staff, paged (POST /a/safemgepercert/list). */
export const fetchSafetyCertList = (p: Platform, body: SafetyCertListBody) => unwrap(p.client.POST('/a/safemgepercert/list', { body }));
export const safetyCertListQuery = (p: Platform, body: SafetyCertListBody) =>
  queryOptions({ queryKey: [...safetyCertListKey, body], queryFn: () => fetchSafetyCertList(p, body), placeholderData: keepPreviousData });
export const useSafetyCertList = (body: SafetyCertListBody) => useQuery(safetyCertListQuery(usePlatform(), body));
