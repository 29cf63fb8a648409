import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { declarationKey } from './keys';

export const declarationDetailKey = [...declarationKey, 'detail'] as const;
/** One declaration by its serial number, with equipment and attachments (GET /a/stone/declaration/detail?onlinelsh, inferred). */
export const fetchDeclarationDetail = (p: Platform, onlinelsh: string) =>
  unwrap(p.client.GET('/a/stone/declaration/detail', { params: { query: { onlinelsh } } }));
const declarationDetailQuery = (p: Platform, onlinelsh: string) =>
  queryOptions({
    queryKey: [...declarationDetailKey, onlinelsh],
    queryFn: () => fetchDeclarationDetail(p, onlinelsh),
    enabled: !!onlinelsh,
  });
export const useDeclarationDetail = (onlinelsh: string) => useQuery(declarationDetailQuery(usePlatform(), onlinelsh));
