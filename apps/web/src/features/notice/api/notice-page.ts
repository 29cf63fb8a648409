import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type NoticePageQuery = BodyOf<'pageHomeArticles'>;

/** Paged notices (POST /a/stone/index/findArticlePage). */
export const fetchNoticePage = (p: Platform, q: NoticePageQuery) => unwrap(p.client.POST('/a/stone/index/findArticlePage', { body: q }));
export const noticePageQuery = (p: Platform, q: NoticePageQuery) =>
  queryOptions({ queryKey: ['notice', 'page', q], queryFn: () => fetchNoticePage(p, q), placeholderData: keepPreviousData });
export const useNoticePage = (q: NoticePageQuery) => useQuery(noticePageQuery(usePlatform(), q));
