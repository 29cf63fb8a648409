import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type InspectionGroupsBody = BodyOf<'listInspectionGroups'>;

const inspectionGroupsKey = ['declaration', 'inspection-groups'] as const;
/** The inspection body's groups an application may ask for (POST /a/stone/appOnline/findInmGroup). */
const fetchInspectionGroups = (p: Platform, body: InspectionGroupsBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/findInmGroup', { body }));
const inspectionGroupsQuery = (p: Platform, body: InspectionGroupsBody) =>
  queryOptions({
    queryKey: [...inspectionGroupsKey, body],
    queryFn: () => fetchInspectionGroups(p, body),
    staleTime: 5 * 60_000,
  });
export const useInspectionGroups = (body: InspectionGroupsBody) => useQuery(inspectionGroupsQuery(usePlatform(), body));
