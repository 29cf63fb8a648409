import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type OperatorListBody = BodyOf<'listOperator'>;
export type Operator = components['schemas']['Operator'];

export const operatorListKey = ['person', 'operator', 'list'] as const;
/** Operators of the unit, filtered and paged (POST /a/stone/operator/list). */
export const fetchOperatorList = (p: Platform, body: OperatorListBody) => unwrap(p.client.POST('/a/stone/operator/list', { body }));
export const operatorListQuery = (p: Platform, body: OperatorListBody) =>
  queryOptions({ queryKey: [...operatorListKey, body], queryFn: () => fetchOperatorList(p, body), placeholderData: keepPreviousData });
export const useOperatorList = (body: OperatorListBody) => useQuery(operatorListQuery(usePlatform(), body));
