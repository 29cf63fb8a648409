import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveRegistChangeBody = BodyOf<'saveUseRegistChange'>;

/** Saves a use-registration change application as a draft, or with isCommit submits it (POST /a/stone/useRegistChange/save). */
export const saveRegistChange = (p: Platform, body: SaveRegistChangeBody, isCommit = false) =>
  unwrap(
    p.client.POST('/a/stone/useRegistChange/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }),
  );
