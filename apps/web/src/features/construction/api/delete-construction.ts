import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { constructionListKey } from './construction-list';
import { constructionDetailKey } from './construction-detail';

export type DeleteConstructionBody = BodyOf<'deleteConstructionNotice'>;

/** Deletes a draft or returned construction notice (POST /a/stone/constructionNotice/delete). */
export const deleteConstruction = (p: Platform, body: DeleteConstructionBody) => unwrap(p.client.POST('/a/stone/constructionNotice/delete', { body }));
export function useDeleteConstruction() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteConstructionBody) => deleteConstruction(p, body),
    onSuccess: () => { for (const queryKey of [constructionListKey, constructionDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
