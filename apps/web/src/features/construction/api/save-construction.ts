import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveConstructionBody = BodyOf<'saveConstructionNotice'>;

/** Saves a construction notice as a draft, or with isCommit submits it (POST /a/stone/constructionNotice/save). */
export const saveConstruction = (p: Platform, body: SaveConstructionBody, isCommit = false) =>
  unwrap(
    p.client.POST('/a/stone/constructionNotice/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }),
  );
