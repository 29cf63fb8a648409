import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type InspectionOrg = components['schemas']['InspectionOrg'];

export const inspectionOrgKey = ['company', 'inspection-org'] as const;
/** The inspection body the signed-in user belongs to (POST /a/stone/unit/getCurUserInspOrgInfo). */
export const fetchInspectionOrg = (p: Platform) => unwrap(p.client.POST('/a/stone/unit/getCurUserInspOrgInfo'));
export const inspectionOrgQuery = (p: Platform) => queryOptions({ queryKey: inspectionOrgKey, queryFn: () => fetchInspectionOrg(p) });
export const useInspectionOrg = () => useQuery(inspectionOrgQuery(usePlatform()));
