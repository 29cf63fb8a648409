import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { rescueListKey } from './rescue-list';
import { rescueDetailKey } from './rescue-detail';

export type SaveRescueBody = NonNullable<OperationTypes['saveRescueRecord']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Saves one of the rescue registrations (POST /a/stone/rescue/save). */
export const saveRescue = (p: Platform, body: SaveRescueBody) => unwrap(p.client.POST('/a/stone/rescue/save', { body }));
export function useSaveRescue() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRescueBody) => saveRescue(p, body),
    onSuccess: () => { for (const queryKey of [rescueListKey, rescueDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
