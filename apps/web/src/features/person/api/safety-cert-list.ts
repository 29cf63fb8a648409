import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type SafetyCertListBody = NonNullable<OperationTypes['listSafetyPersonCert']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type SafetyPersonCert = components['schemas']['SafetyPersonCert'];

export const safetyCertListKey = ['person', 'safety', 'cert'] as const;
/** Certificates of safety-management staff, paged (POST /a/safemgepercert/list). */
export const fetchSafetyCertList = (p: Platform, body: SafetyCertListBody) => unwrap(p.client.POST('/a/safemgepercert/list', { body }));
export const safetyCertListQuery = (p: Platform, body: SafetyCertListBody) =>
  queryOptions({ queryKey: [...safetyCertListKey, body], queryFn: () => fetchSafetyCertList(p, body), placeholderData: keepPreviousData });
export const useSafetyCertList = (body: SafetyCertListBody) => useQuery(safetyCertListQuery(usePlatform(), body));
