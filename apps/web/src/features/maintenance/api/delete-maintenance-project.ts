import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { projectApplyDetailKey } from './maintenance-project-detail';
import { projectApplyListKey } from './maintenance-project-list';

export type DeleteProjectApplyBody = BodyOf<'deleteMaintenanceProjectApply'>;

/** Deletes a maintenance project application (POST /a/stone/epPemMaiprojApply/delete). */
export const deleteProjectApply = (p: Platform, body: DeleteProjectApplyBody) => unwrap(p.client.POST('/a/stone/epPemMaiprojApply/delete', { body }));
export function useDeleteProjectApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteProjectApplyBody) => deleteProjectApply(p, body),
    onSuccess: () => { for (const queryKey of [projectApplyListKey, projectApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
