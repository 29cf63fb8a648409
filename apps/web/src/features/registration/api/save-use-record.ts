import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type SaveUseRecordBody = NonNullable<OperationTypes['saveEqmBcwBasic']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Saves a use-registration record as a draft, or with isCommit saves and submits it (POST /a/stone/eqmBcwBasic/save); resolves to its id. */
export const saveUseRecord = (p: Platform, body: SaveUseRecordBody, isCommit = false) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
