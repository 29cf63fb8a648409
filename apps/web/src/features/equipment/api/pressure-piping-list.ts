import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type PressurePipingListBody = NonNullable<OperationTypes['listPressurePiping']['requestBody']>['content']['application/x-www-form-urlencoded'];

export const pressurePipingListKey = ['equipment', 'pressurePipingList'] as const;
/** Pressure piping components (压力管道元件, 7000), paged (POST /a/stone/eqm/pressurePipingList). */
export const fetchPressurePipingList = (p: Platform, body: PressurePipingListBody) => unwrap(p.client.POST('/a/stone/eqm/pressurePipingList', { body }));
export const pressurePipingListQuery = (p: Platform, body: PressurePipingListBody) =>
  queryOptions({ queryKey: [...pressurePipingListKey, body], queryFn: () => fetchPressurePipingList(p, body), placeholderData: keepPreviousData });
export const usePressurePipingList = (body: PressurePipingListBody) => useQuery(pressurePipingListQuery(usePlatform(), body));
