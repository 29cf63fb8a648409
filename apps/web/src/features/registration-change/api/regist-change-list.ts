import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type RegistChangeListBody = NonNullable<OperationTypes['listUseRegistChanges']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type RegistChange = components['schemas']['UseRegistChange'];

export const registChangeListKey = ['registration-change', 'regist-change-list'] as const;
/** The unit's use-registration change applications, paged (POST /a/stone/useRegistChange/list). */
export const fetchRegistChangeList = (p: Platform, body: RegistChangeListBody) => unwrap(p.client.POST('/a/stone/useRegistChange/list', { body }));
export const registChangeListQuery = (p: Platform, body: RegistChangeListBody) =>
  queryOptions({ queryKey: [...registChangeListKey, body], queryFn: () => fetchRegistChangeList(p, body), placeholderData: keepPreviousData });
export const useRegistChangeList = (body: RegistChangeListBody) => useQuery(registChangeListQuery(usePlatform(), body));
