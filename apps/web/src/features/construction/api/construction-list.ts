import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { constructionKey } from './keys';

export type ConstructionListBody = BodyOf<'listConstructionNotices'>;
export type ConstructionNotice = components['schemas']['ConstructionNotice'];

export const constructionListKey = [...constructionKey, 'list'] as const;
/** The unit's construction notices, paged (POST /a/stone/constructionNotice/list). */
export const fetchConstructionList = (p: Platform, body: ConstructionListBody) =>
  unwrap(p.client.POST('/a/stone/constructionNotice/list', { body }));
