import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { interactionKey } from './keys';

export type InteractionListBody = BodyOf<'listInteractions'>;
export type Interaction = components['schemas']['Interaction'];

export const interactionListKey = [...interactionKey, 'list'] as const;
/** Questions to and answers from the inspection body, paged (POST /a/stone/interaction/list). */
export const fetchInteractionList = (p: Platform, body: InteractionListBody) =>
  unwrap(p.client.POST('/a/stone/interaction/list', { body }));
