import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { selfMaintainListKey } from './self-maintain-list';

export type DeleteSelfMaintainBody = BodyOf<'deleteSelfMaintainApply'>;

/** Deletes a draft self-maintain application (POST /a/stone/eqmSelfMaintain/delete). */
export const deleteSelfMaintain = (p: Platform, body: DeleteSelfMaintainBody) => unwrap(p.client.POST('/a/stone/eqmSelfMaintain/delete', { body }));
export function useDeleteSelfMaintain() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteSelfMaintainBody) => deleteSelfMaintain(p, body),
    onSuccess: () => { for (const queryKey of [selfMaintainListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
