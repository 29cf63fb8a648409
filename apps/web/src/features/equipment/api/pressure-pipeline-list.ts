import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type PressurePipelineListBody = NonNullable<OperationTypes['listPressurePipelines']['requestBody']>['content']['application/x-www-form-urlencoded'];

export const pressurePipelineListKey = ['equipment', 'pressurePipelineList'] as const;
/** Pressure pipelines (压力管道, 8000, registered by line), paged (POST /a/stone/eqm/pressurePipelineList). */
export const fetchPressurePipelineList = (p: Platform, body: PressurePipelineListBody) => unwrap(p.client.POST('/a/stone/eqm/pressurePipelineList', { body }));
export const pressurePipelineListQuery = (p: Platform, body: PressurePipelineListBody) =>
  queryOptions({ queryKey: [...pressurePipelineListKey, body], queryFn: () => fetchPressurePipelineList(p, body), placeholderData: keepPreviousData });
export const usePressurePipelineList = (body: PressurePipelineListBody) => useQuery(pressurePipelineListQuery(usePlatform(), body));
