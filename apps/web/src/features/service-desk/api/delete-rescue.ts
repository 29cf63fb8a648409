import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { rescueKey } from './keys';

export type DeleteRescueBody = BodyOf<'deleteRescueRecord'>;

/** Deletes one of the rescue registrations (POST /a/stone/rescue/delete). */
const deleteRescue = (p: Platform, body: DeleteRescueBody) => unwrap(p.client.POST('/a/stone/rescue/delete', { body }));
export function useDeleteRescue() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteRescueBody) => deleteRescue(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: rescueKey }),
  });
}
