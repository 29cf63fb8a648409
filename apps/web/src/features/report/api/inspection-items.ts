import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type InspectionItemsBody = BodyOf<'listInspectionItems'>;

const inspectionItemsKey = ['report', 'inspection-items'] as const;
/** The safety check items of an equipment class and cycle (POST /a/stone/checkRecord/inspectionItems). */
const fetchInspectionItems = (p: Platform, body: InspectionItemsBody) =>
  unwrap(p.client.POST('/a/stone/checkRecord/inspectionItems', { body }));
export const inspectionItemsQuery = (p: Platform, body: InspectionItemsBody) =>
  queryOptions({ queryKey: [...inspectionItemsKey, body], queryFn: () => fetchInspectionItems(p, body) });
export const useInspectionItems = (body: InspectionItemsBody) => useQuery(inspectionItemsQuery(usePlatform(), body));
