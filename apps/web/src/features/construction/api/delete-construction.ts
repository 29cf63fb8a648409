import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteConstructionBody = BodyOf<'deleteConstructionNotice'>;

/** Deletes a draft or returned construction notice (POST /a/stone/constructionNotice/delete). */
export const deleteConstruction = (p: Platform, body: DeleteConstructionBody) =>
  unwrap(p.client.POST('/a/stone/constructionNotice/delete', { body }));
