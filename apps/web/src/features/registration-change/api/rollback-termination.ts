import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { terminationListKey } from './termination-list';
import { terminationDetailKey } from './termination-detail';

export type RollbackTerminationBody = BodyOf<'rollbackTerminationApply'>;

/** Takes back a submitted termination application before it is accepted (POST /a/stone/pemEqmRlvBasic/rollback). */
export const rollbackTermination = (p: Platform, body: RollbackTerminationBody) => unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/rollback', { body }));
export function useRollbackTermination() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RollbackTerminationBody) => rollbackTermination(p, body),
    onSuccess: () => { for (const queryKey of [terminationListKey, terminationDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
