import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type InspectionGroupsBody = NonNullable<OperationTypes['listInspectionGroups']['requestBody']>['content']['application/x-www-form-urlencoded'];

export const inspectionGroupsKey = ['declaration', 'inspection-groups'] as const;
/** The inspection body's groups an application may ask for (POST /a/stone/appOnline/findInmGroup). */
export const fetchInspectionGroups = (p: Platform, body: InspectionGroupsBody) => unwrap(p.client.POST('/a/stone/appOnline/findInmGroup', { body }));
export const inspectionGroupsQuery = (p: Platform, body: InspectionGroupsBody) =>
  queryOptions({ queryKey: [...inspectionGroupsKey, body], queryFn: () => fetchInspectionGroups(p, body), staleTime: 5 * 60_000 });
export const useInspectionGroups = (body: InspectionGroupsBody) => useQuery(inspectionGroupsQuery(usePlatform(), body));
