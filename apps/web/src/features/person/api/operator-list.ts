import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type OperatorListBody = NonNullable<OperationTypes['listOperator']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type Operator = components['schemas']['Operator'];

export const operatorListKey = ['person', 'operator', 'list'] as const;
/** Operators of the unit, filtered and paged (POST /a/stone/operator/list). */
export const fetchOperatorList = (p: Platform, body: OperatorListBody) => unwrap(p.client.POST('/a/stone/operator/list', { body }));
export const operatorListQuery = (p: Platform, body: OperatorListBody) =>
  queryOptions({ queryKey: [...operatorListKey, body], queryFn: () => fetchOperatorList(p, body), placeholderData: keepPreviousData });
export const useOperatorList = (body: OperatorListBody) => useQuery(operatorListQuery(usePlatform(), body));
