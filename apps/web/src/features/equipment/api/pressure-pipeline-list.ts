import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type PressurePipelineListBody = BodyOf<'listPressurePipelines'>;

export const pressurePipelineListKey = ['equipment', 'pressurePipelineList'] as const;
/** Pressure pipelines (压力管道, 8000, registered by line), paged (POST /a/stone/eqm/pressurePipelineList). */
export const fetchPressurePipelineList = (p: Platform, body: PressurePipelineListBody) => unwrap(p.client.POST('/a/stone/eqm/pressurePipelineList', { body }));
export const pressurePipelineListQuery = (p: Platform, body: PressurePipelineListBody) =>
  queryOptions({ queryKey: [...pressurePipelineListKey, body], queryFn: () => fetchPressurePipelineList(p, body), placeholderData: keepPreviousData });
export const usePressurePipelineList = (body: PressurePipelineListBody) => useQuery(pressurePipelineListQuery(usePlatform(), body));
