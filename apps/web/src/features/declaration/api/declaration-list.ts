import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { declarationKey } from '@/shared/declaration/api/keys';

export type DeclarationListBody = BodyOf<'listDeclarations'>;
export type Declaration = components['schemas']['Declaration'];
export type DeclareType = Declaration['declareType'];

export const declarationListKey = [...declarationKey, 'list'] as const;
/** Declarations of one kind, paged (POST /a/stone/declaration/list, inferred). */
export const fetchDeclarationList = (p: Platform, body: DeclarationListBody) =>
  unwrap(p.client.POST('/a/stone/declaration/list', { body }));
