import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { queryHook } from '@/kit/api/call-hooks';

export type InspectionGroupsBody = BodyOf<'listInspectionGroups'>;

const inspectionGroupsKey = ['declaration', 'inspection-groups'] as const;
/** The inspection body's groups an application may ask for (POST /a/stone/appOnline/findInmGroup). */
const fetchInspectionGroups = (p: Platform, body: InspectionGroupsBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/findInmGroup', { body }));
export const useInspectionGroups = queryHook(inspectionGroupsKey, fetchInspectionGroups, { staleTime: 5 * 60_000 });
