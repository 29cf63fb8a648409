import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveDeclarationBody = BodyOf<'saveDeclaration'>;

/** Saves a declaration as a draft, or with isCommit saves and submits it (POST /a/stone/declaration/save, inferred). */
export const saveDeclaration = (p: Platform, body: SaveDeclarationBody, isCommit = false) =>
  unwrap(p.client.POST('/a/stone/declaration/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
