import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

const inspectionOrgKey = ['company', 'inspection-org'] as const;
/** The inspection body the signed-in user belongs to (POST /a/stone/unit/getCurUserInspOrgInfo). */
const fetchInspectionOrg = (p: Platform) => unwrap(p.client.POST('/a/stone/unit/getCurUserInspOrgInfo'));
const inspectionOrgQuery = (p: Platform) =>
  queryOptions({ queryKey: inspectionOrgKey, queryFn: () => fetchInspectionOrg(p) });
export const useInspectionOrg = () => useQuery(inspectionOrgQuery(usePlatform()));
