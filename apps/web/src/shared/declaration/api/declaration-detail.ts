import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { declarationKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

export const declarationDetailKey = [...declarationKey, 'detail'] as const;
/** One declaration by its serial number, with equipment and attachments (GET /a/stone/declaration/detail?onlinelsh, inferred). */
export const fetchDeclarationDetail = (p: Platform, onlinelsh: string) =>
  unwrap(p.client.GET('/a/stone/declaration/detail', { params: { query: { onlinelsh } } }));
export const useDeclarationDetail = recordHook(declarationDetailKey, fetchDeclarationDetail);
