import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { terminationListKey } from './termination-list';
import { terminationDetailKey } from './termination-detail';

export type CommitTerminationBody = BodyOf<'commitTerminationApply'>;

/** Submits a draft or returned termination application (POST /a/stone/pemEqmRlvBasic/commit). */
export const commitTermination = (p: Platform, body: CommitTerminationBody) => unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/commit', { body }));
export function useCommitTermination() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CommitTerminationBody) => commitTermination(p, body),
    onSuccess: () => { for (const queryKey of [terminationListKey, terminationDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
