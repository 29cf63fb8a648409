import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { terminationListKey } from './termination-list';
import { terminationDetailKey } from './termination-detail';

export type CommitTerminationBody = NonNullable<OperationTypes['commitTerminationApply']['requestBody']>['content']['application/x-www-form-urlencoded'];

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
