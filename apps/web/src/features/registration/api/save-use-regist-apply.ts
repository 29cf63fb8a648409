import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveUseRegistApplyBody = BodyOf<'saveUseRegistApply'>;

/** Saves a use-registration application as a draft, or with isCommit saves and submits it (POST /a/stone/epPemUseregistApply/save); resolves to its id. */
export const saveUseRegistApply = (p: Platform, body: SaveUseRegistApplyBody, isCommit = false) =>
  unwrap(
    p.client.POST('/a/stone/epPemUseregistApply/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }),
  );
