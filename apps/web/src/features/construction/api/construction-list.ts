import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type ConstructionListBody = NonNullable<OperationTypes['listConstructionNotices']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type ConstructionNotice = components['schemas']['ConstructionNotice'];

export const constructionListKey = ['construction', 'construction-list'] as const;
/** The unit's construction notices, paged (POST /a/stone/constructionNotice/list). */
export const fetchConstructionList = (p: Platform, body: ConstructionListBody) => unwrap(p.client.POST('/a/stone/constructionNotice/list', { body }));
export const constructionListQuery = (p: Platform, body: ConstructionListBody) =>
  queryOptions({ queryKey: [...constructionListKey, body], queryFn: () => fetchConstructionList(p, body), placeholderData: keepPreviousData });
export const useConstructionList = (body: ConstructionListBody) => useQuery(constructionListQuery(usePlatform(), body));
