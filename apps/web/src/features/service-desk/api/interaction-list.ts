import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type InteractionListBody = NonNullable<OperationTypes['listInteractions']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type Interaction = components['schemas']['Interaction'];

export const interactionListKey = ['service-desk', 'interaction'] as const;
/** Questions to and answers from the inspection body, paged (POST /a/stone/interaction/list). */
export const fetchInteractionList = (p: Platform, body: InteractionListBody) => unwrap(p.client.POST('/a/stone/interaction/list', { body }));
export const interactionListQuery = (p: Platform, body: InteractionListBody) =>
  queryOptions({ queryKey: [...interactionListKey, body], queryFn: () => fetchInteractionList(p, body), placeholderData: keepPreviousData });
export const useInteractionList = (body: InteractionListBody) => useQuery(interactionListQuery(usePlatform(), body));
