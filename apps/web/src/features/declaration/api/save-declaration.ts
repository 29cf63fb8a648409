import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type SaveDeclarationBody = NonNullable<OperationTypes['saveDeclaration']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Saves a declaration as a draft, or with isCommit saves and submits it (POST /a/stone/declaration/save, inferred). */
export const saveDeclaration = (p: Platform, body: SaveDeclarationBody, isCommit = false) =>
  unwrap(p.client.POST('/a/stone/declaration/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
