import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { interactionListKey } from './interaction-list';
import { interactionDetailKey } from './interaction-detail';

export type SaveInteractionBody = NonNullable<OperationTypes['saveInteraction']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Saves one of the questions to and answers from the inspection body (POST /a/stone/interaction/save). */
export const saveInteraction = (p: Platform, body: SaveInteractionBody) => unwrap(p.client.POST('/a/stone/interaction/save', { body }));
export function useSaveInteraction() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInteractionBody) => saveInteraction(p, body),
    onSuccess: () => { for (const queryKey of [interactionListKey, interactionDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
