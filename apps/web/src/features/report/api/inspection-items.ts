import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type InspectionItemsBody = NonNullable<OperationTypes['listInspectionItems']['requestBody']>['content']['application/x-www-form-urlencoded'];

export const inspectionItemsKey = ['report', 'inspection-items'] as const;
/** The safety check items of an equipment class and cycle (POST /a/stone/checkRecord/inspectionItems). */
export const fetchInspectionItems = (p: Platform, body: InspectionItemsBody) => unwrap(p.client.POST('/a/stone/checkRecord/inspectionItems', { body }));
export const inspectionItemsQuery = (p: Platform, body: InspectionItemsBody) =>
  queryOptions({ queryKey: [...inspectionItemsKey, body], queryFn: () => fetchInspectionItems(p, body) });
export const useInspectionItems = (body: InspectionItemsBody) => useQuery(inspectionItemsQuery(usePlatform(), body));
