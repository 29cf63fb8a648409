import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { registChangeListKey } from './regist-change-list';
import { registChangeDetailKey } from './regist-change-detail';

export type DeleteRegistChangeBody = BodyOf<'deleteUseRegistChange'>;

/** Deletes a draft or returned use-registration change application (POST /a/stone/useRegistChange/delete). */
export const deleteRegistChange = (p: Platform, body: DeleteRegistChangeBody) => unwrap(p.client.POST('/a/stone/useRegistChange/delete', { body }));
export function useDeleteRegistChange() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteRegistChangeBody) => deleteRegistChange(p, body),
    onSuccess: () => { for (const queryKey of [registChangeListKey, registChangeDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
