import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { registChangeListKey } from './regist-change-list';
import { registChangeDetailKey } from './regist-change-detail';

export type SaveRegistChangeBody = BodyOf<'saveUseRegistChange'>;

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
