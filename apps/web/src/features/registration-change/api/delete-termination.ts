import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { terminationListKey } from './termination-list';
import { terminationDetailKey } from './termination-detail';

export type DeleteTerminationBody = BodyOf<'deleteTerminationApply'>;

/** Deletes a draft or returned termination application (POST /a/stone/pemEqmRlvBasic/delete). */
export const deleteTermination = (p: Platform, body: DeleteTerminationBody) => unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/delete', { body }));
export function useDeleteTermination() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteTerminationBody) => deleteTermination(p, body),
    onSuccess: () => { for (const queryKey of [terminationListKey, terminationDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
