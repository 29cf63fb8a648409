import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { projectApplyDetailKey } from './maintenance-project-detail';
import { projectApplyListKey } from './maintenance-project-list';

export type SaveProjectApplyBody = BodyOf<'saveMaintenanceProjectApply'>;

/** Saves a maintenance project application as a draft, or with isCommit submits it (POST /a/stone/epPemMaiprojApply/save). */
export const saveProjectApply = (p: Platform, body: SaveProjectApplyBody, isCommit = false) => unwrap(p.client.POST('/a/stone/epPemMaiprojApply/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
export function useSaveProjectApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: SaveProjectApplyBody; isCommit?: boolean }) => saveProjectApply(p, body, isCommit),
    onSuccess: () => { for (const queryKey of [projectApplyListKey, projectApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
