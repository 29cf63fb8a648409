import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { terminationListKey } from './termination-list';
import { terminationDetailKey } from './termination-detail';

export type SaveTerminationBody = NonNullable<OperationTypes['saveTerminationApply']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Saves a termination application as a draft, or with isCommit submits it (POST /a/stone/pemEqmRlvBasic/save). */
export const saveTermination = (p: Platform, body: SaveTerminationBody, isCommit = false) => unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
export function useSaveTermination() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: SaveTerminationBody; isCommit?: boolean }) => saveTermination(p, body, isCommit),
    onSuccess: () => { for (const queryKey of [terminationListKey, terminationDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
