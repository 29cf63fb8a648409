import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type NoticePageQuery = BodyOf<'pageHomeArticles'>;

/** Paged notices (POST /a/stone/index/findArticlePage). */
export const fetchNoticePage = (p: Platform, q: NoticePageQuery) =>
  unwrap(p.client.POST('/a/stone/index/findArticlePage', { body: q }));
/** Cache key prefix of the paged notices (the list page adds its query). */
export const noticePageKey = ['notice', 'page'] as const;
