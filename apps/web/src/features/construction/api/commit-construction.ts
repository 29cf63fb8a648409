import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CommitConstructionBody = BodyOf<'commitConstructionNotice'>;

/** Submits a draft or returned construction notice (POST /a/stone/constructionNotice/commit). */
export const commitConstruction = (p: Platform, body: CommitConstructionBody) =>
  unwrap(p.client.POST('/a/stone/constructionNotice/commit', { body }));
