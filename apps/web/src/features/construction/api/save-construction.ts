import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { constructionListKey } from './construction-list';
import { constructionDetailKey } from './construction-detail';

export type SaveConstructionBody = BodyOf<'saveConstructionNotice'>;

/** Saves a construction notice as a draft, or with isCommit submits it (POST /a/stone/constructionNotice/save). */
export const saveConstruction = (p: Platform, body: SaveConstructionBody, isCommit = false) => unwrap(p.client.POST('/a/stone/constructionNotice/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
export function useSaveConstruction() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: SaveConstructionBody; isCommit?: boolean }) => saveConstruction(p, body, isCommit),
    onSuccess: () => { for (const queryKey of [constructionListKey, constructionDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
