import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type PipelineMaintainListBody = BodyOf<'listPipelinesForMaintenance'>;

export const pipelineMaintainListKey = ['equipment', 'pipelineMaintainList'] as const;
/** Pressure pipelines for data maintenance, 待完善 first (POST /a/stone/eqm/pipelineMaintainList). */
export const fetchPipelineMaintainList = (p: Platform, body: PipelineMaintainListBody) => unwrap(p.client.POST('/a/stone/eqm/pipelineMaintainList', { body }));
export const pipelineMaintainListQuery = (p: Platform, body: PipelineMaintainListBody) =>
  queryOptions({ queryKey: [...pipelineMaintainListKey, body], queryFn: () => fetchPipelineMaintainList(p, body), placeholderData: keepPreviousData });
export const usePipelineMaintainList = (body: PipelineMaintainListBody) => useQuery(pipelineMaintainListQuery(usePlatform(), body));
