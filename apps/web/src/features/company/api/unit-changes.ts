import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type UnitChangesBody = BodyOf<'listUnitChanges'>;
export type UnitChangeRecord = components['schemas']['UnitChangeRecord'];

export const unitChangesKey = ['company', 'unit-changes'] as const;
/** The unit's change applications, paged (POST /a/stone/unit/findChangeUnit): 变更记录. */
export const fetchUnitChanges = (p: Platform, body: UnitChangesBody) => unwrap(p.client.POST('/a/stone/unit/findChangeUnit', { body }));
export const unitChangesQuery = (p: Platform, body: UnitChangesBody) =>
  queryOptions({ queryKey: [...unitChangesKey, body], queryFn: () => fetchUnitChanges(p, body), placeholderData: keepPreviousData });
export const useUnitChanges = (body: UnitChangesBody) => useQuery(unitChangesQuery(usePlatform(), body));
