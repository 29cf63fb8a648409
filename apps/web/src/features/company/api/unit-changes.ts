import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type UnitChangesBody = NonNullable<OperationTypes['listUnitChanges']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type UnitChangeRecord = components['schemas']['UnitChangeRecord'];

export const unitChangesKey = ['company', 'unit-changes'] as const;
/** The unit's change applications, paged (POST /a/stone/unit/findChangeUnit): 变更记录. */
export const fetchUnitChanges = (p: Platform, body: UnitChangesBody) => unwrap(p.client.POST('/a/stone/unit/findChangeUnit', { body }));
export const unitChangesQuery = (p: Platform, body: UnitChangesBody) =>
  queryOptions({ queryKey: [...unitChangesKey, body], queryFn: () => fetchUnitChanges(p, body), placeholderData: keepPreviousData });
export const useUnitChanges = (body: UnitChangesBody) => useQuery(unitChangesQuery(usePlatform(), body));
