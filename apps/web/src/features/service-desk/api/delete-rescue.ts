import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { rescueListKey } from './rescue-list';

export type DeleteRescueBody = NonNullable<OperationTypes['deleteRescueRecord']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Deletes one of the rescue registrations (POST /a/stone/rescue/delete). */
export const deleteRescue = (p: Platform, body: DeleteRescueBody) => unwrap(p.client.POST('/a/stone/rescue/delete', { body }));
export function useDeleteRescue() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteRescueBody) => deleteRescue(p, body),
    onSuccess: () => { for (const queryKey of [rescueListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
