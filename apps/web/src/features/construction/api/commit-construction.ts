import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { constructionListKey } from './construction-list';
import { constructionDetailKey } from './construction-detail';

export type CommitConstructionBody = BodyOf<'commitConstructionNotice'>;

/** Submits a draft or returned construction notice (POST /a/stone/constructionNotice/commit). */
export const commitConstruction = (p: Platform, body: CommitConstructionBody) => unwrap(p.client.POST('/a/stone/constructionNotice/commit', { body }));
export function useCommitConstruction() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CommitConstructionBody) => commitConstruction(p, body),
    onSuccess: () => { for (const queryKey of [constructionListKey, constructionDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
