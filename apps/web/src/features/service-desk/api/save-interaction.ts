import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { interactionKey } from './keys';

export type SaveInteractionBody = BodyOf<'saveInteraction'>;

/** Saves one of the questions to and answers from the inspection body (POST /a/stone/interaction/save). */
const saveInteraction = (p: Platform, body: SaveInteractionBody) =>
  unwrap(p.client.POST('/a/stone/interaction/save', { body }));
export function useSaveInteraction() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInteractionBody) => saveInteraction(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: interactionKey }),
  });
}
