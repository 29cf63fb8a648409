import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { registChangeListKey } from './regist-change-list';
import { registChangeDetailKey } from './regist-change-detail';

export type SaveRegistChangeBody = NonNullable<OperationTypes['saveUseRegistChange']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Saves a use-registration change application as a draft, or with isCommit submits it (POST /a/stone/useRegistChange/save). */
export const saveRegistChange = (p: Platform, body: SaveRegistChangeBody, isCommit = false) => unwrap(p.client.POST('/a/stone/useRegistChange/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }));
export function useSaveRegistChange() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isCommit }: { body: SaveRegistChangeBody; isCommit?: boolean }) => saveRegistChange(p, body, isCommit),
    onSuccess: () => { for (const queryKey of [registChangeListKey, registChangeDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
