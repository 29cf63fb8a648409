import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { terminationListKey } from './termination-list';
import { terminationDetailKey } from './termination-detail';

export type SaveTerminationBody = BodyOf<'saveTerminationApply'>;

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
