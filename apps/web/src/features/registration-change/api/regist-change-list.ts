import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type RegistChangeListBody = BodyOf<'listUseRegistChanges'>;
export type RegistChange = components['schemas']['UseRegistChange'];

export const registChangeListKey = ['registration-change', 'regist-change-list'] as const;
/** The unit's use-registration change applications, paged (POST /a/stone/useRegistChange/list). */
export const fetchRegistChangeList = (p: Platform, body: RegistChangeListBody) => unwrap(p.client.POST('/a/stone/useRegistChange/list', { body }));
export const registChangeListQuery = (p: Platform, body: RegistChangeListBody) =>
  queryOptions({ queryKey: [...registChangeListKey, body], queryFn: () => fetchRegistChangeList(p, body), placeholderData: keepPreviousData });
export const useRegistChangeList = (body: RegistChangeListBody) => useQuery(registChangeListQuery(usePlatform(), body));
