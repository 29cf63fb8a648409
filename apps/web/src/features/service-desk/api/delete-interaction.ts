import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { interactionKey } from './keys';

export type DeleteInteractionBody = BodyOf<'deleteInteraction'>;

/** Deletes one of the questions to and answers from the inspection body (POST /a/stone/interaction/delete). */
const deleteInteraction = (p: Platform, body: DeleteInteractionBody) =>
  unwrap(p.client.POST('/a/stone/interaction/delete', { body }));
export function useDeleteInteraction() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteInteractionBody) => deleteInteraction(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: interactionKey }),
  });
}
