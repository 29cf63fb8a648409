import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type NoticePageQuery = NonNullable<OperationTypes['pageHomeArticles']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Paged notices (POST /a/stone/index/findArticlePage). */
export const fetchNoticePage = (p: Platform, q: NoticePageQuery) => unwrap(p.client.POST('/a/stone/index/findArticlePage', { body: q }));
export const noticePageQuery = (p: Platform, q: NoticePageQuery) =>
  queryOptions({ queryKey: ['notice', 'page', q], queryFn: () => fetchNoticePage(p, q), placeholderData: keepPreviousData });
export const useNoticePage = (q: NoticePageQuery) => useQuery(noticePageQuery(usePlatform(), q));
