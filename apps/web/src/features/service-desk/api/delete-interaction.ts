import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { interactionListKey } from './interaction-list';

export type DeleteInteractionBody = NonNullable<OperationTypes['deleteInteraction']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Deletes one of the questions to and answers from the inspection body (POST /a/stone/interaction/delete). */
export const deleteInteraction = (p: Platform, body: DeleteInteractionBody) => unwrap(p.client.POST('/a/stone/interaction/delete', { body }));
export function useDeleteInteraction() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteInteractionBody) => deleteInteraction(p, body),
    onSuccess: () => { for (const queryKey of [interactionListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
