import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { constructionListKey } from './construction-list';
import { constructionDetailKey } from './construction-detail';

export type SaveConstructionBody = NonNullable<OperationTypes['saveConstructionNotice']['requestBody']>['content']['application/x-www-form-urlencoded'];

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
