import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { interactionKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DeleteInteractionBody = BodyOf<'deleteInteraction'>;

/** Deletes one of the questions to and answers from the inspection body (POST /a/stone/interaction/delete). */
const deleteInteraction = (p: Platform, body: DeleteInteractionBody) =>
  unwrap(p.client.POST('/a/stone/interaction/delete', { body }));
export const useDeleteInteraction = mutationHook(deleteInteraction, interactionKey);
