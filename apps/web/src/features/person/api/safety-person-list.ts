import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type SafetyPersonListBody = NonNullable<OperationTypes['listSafetyPerson']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type SafetyPerson = components['schemas']['SafetyPerson'];

export const safetyPersonListKey = ['person', 'safety', 'list'] as const;
/** Safety-management staff, filtered and paged (POST /a/epsafemgeperson/list). */
export const fetchSafetyPersonList = (p: Platform, body: SafetyPersonListBody) => unwrap(p.client.POST('/a/epsafemgeperson/list', { body }));
export const safetyPersonListQuery = (p: Platform, body: SafetyPersonListBody) =>
  queryOptions({ queryKey: [...safetyPersonListKey, body], queryFn: () => fetchSafetyPersonList(p, body), placeholderData: keepPreviousData });
export const useSafetyPersonList = (body: SafetyPersonListBody) => useQuery(safetyPersonListQuery(usePlatform(), body));
