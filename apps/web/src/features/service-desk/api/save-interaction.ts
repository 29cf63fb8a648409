import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { interactionKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type SaveInteractionBody = BodyOf<'saveInteraction'>;

/** Saves one of the questions to and answers from the inspection body (POST /a/stone/interaction/save). */
const saveInteraction = (p: Platform, body: SaveInteractionBody) =>
  unwrap(p.client.POST('/a/stone/interaction/save', { body }));
export const useSaveInteraction = mutationHook(saveInteraction, interactionKey);
