import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { projectApplyDetailKey } from './maintenance-project-detail';
import { projectApplyListKey } from './maintenance-project-list';

export type RevokeProjectApplyBody = BodyOf<'revokeMaintenanceProjectApply'>;

/** Revokes a maintenance project application (POST /a/stone/epPemMaiprojApply/revoke). */
export const revokeProjectApply = (p: Platform, body: RevokeProjectApplyBody) => unwrap(p.client.POST('/a/stone/epPemMaiprojApply/revoke', { body }));
export function useRevokeProjectApply() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeProjectApplyBody) => revokeProjectApply(p, body),
    onSuccess: () => { for (const queryKey of [projectApplyListKey, projectApplyDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
