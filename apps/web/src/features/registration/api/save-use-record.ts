import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveUseRecordBody = BodyOf<'saveEqmBcwBasic'>;

/** Saves a use-registration record as a draft, or with isCommit saves and submits it (POST /a/stone/eqmBcwBasic/save); resolves to its id. */
export const saveUseRecord = (p: Platform, body: SaveUseRecordBody, isCommit = false) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
