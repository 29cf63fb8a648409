import { unwrap, type BodyOf, type QueryOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveOnlineApplyBody = BodyOf<'saveOnlineApply'>;
export type SaveOnlineApplyQuery = QueryOf<'saveOnlineApply'>;

/**
 * Saves an online inspection application as a draft, or (isCommit) saves and submits it with the
 * SMS code sent to the contact's mobile (POST /a/stone/appOnline/save?authCode&isCommit&isPc).
 */
export const saveOnlineApply = (
  p: Platform,
  body: SaveOnlineApplyBody,
  query: Pick<SaveOnlineApplyQuery, 'authCode'> & { isCommit: boolean },
) =>
  unwrap(
    p.client.POST('/a/stone/appOnline/save', {
      body,
      params: {
        query: { ...(query.isCommit ? { authCode: query.authCode } : {}), isCommit: query.isCommit, isPc: true },
      },
    }),
  );
