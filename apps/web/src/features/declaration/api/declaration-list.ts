import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type DeclarationListBody = BodyOf<'listDeclarations'>;
export type Declaration = components['schemas']['Declaration'];
export type DeclareType = Declaration['declareType'];

export const declarationListKey = ['declaration', 'declaration', 'list'] as const;
/** Declarations of one kind, paged (POST /a/stone/declaration/list, inferred). */
export const fetchDeclarationList = (p: Platform, body: DeclarationListBody) => unwrap(p.client.POST('/a/stone/declaration/list', { body }));
export const declarationListQuery = (p: Platform, body: DeclarationListBody) =>
  queryOptions({ queryKey: [...declarationListKey, body], queryFn: () => fetchDeclarationList(p, body), placeholderData: keepPreviousData });
export const useDeclarationList = (body: DeclarationListBody) => useQuery(declarationListQuery(usePlatform(), body));
