import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { projectApplyDetailKey } from './maintenance-project-detail';
import { projectApplyListKey } from './maintenance-project-list';

export type SubmitProjectApplyBody = BodyOf<'submitMaintenanceProjectApply'>;

/** Submits a maintenance project application (POST /a/stone/epPemMaiprojApply/submit). */
export const submitProjectApply = (p: Platform, body: SubmitProjectApplyBody) => unwrap(p.client.POST('/a/stone/epPemMaiprojApply/submit', { body }));
export function useSubmitProjectApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitProjectApplyBody) => submitProjectApply(p, body),
    onSuccess: () => { for (const queryKey of [projectApplyListKey, projectApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
