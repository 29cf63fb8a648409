import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type ConstructionListBody = BodyOf<'listConstructionNotices'>;
export type ConstructionNotice = components['schemas']['ConstructionNotice'];

export const constructionListKey = ['construction', 'construction-list'] as const;
/** The unit's construction notices, paged (POST /a/stone/constructionNotice/list). */
export const fetchConstructionList = (p: Platform, body: ConstructionListBody) => unwrap(p.client.POST('/a/stone/constructionNotice/list', { body }));
export const constructionListQuery = (p: Platform, body: ConstructionListBody) =>
  queryOptions({ queryKey: [...constructionListKey, body], queryFn: () => fetchConstructionList(p, body), placeholderData: keepPreviousData });
export const useConstructionList = (body: ConstructionListBody) => useQuery(constructionListQuery(usePlatform(), body));
