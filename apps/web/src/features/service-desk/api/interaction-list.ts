import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type InteractionListBody = BodyOf<'listInteractions'>;
export type Interaction = components['schemas']['Interaction'];

export const interactionListKey = ['service-desk', 'interaction'] as const;
/** Questions to and answers from the inspection body, paged (POST /a/stone/interaction/list). */
export const fetchInteractionList = (p: Platform, body: InteractionListBody) => unwrap(p.client.POST('/a/stone/interaction/list', { body }));
export const interactionListQuery = (p: Platform, body: InteractionListBody) =>
  queryOptions({ queryKey: [...interactionListKey, body], queryFn: () => fetchInteractionList(p, body), placeholderData: keepPreviousData });
export const useInteractionList = (body: InteractionListBody) => useQuery(interactionListQuery(usePlatform(), body));
