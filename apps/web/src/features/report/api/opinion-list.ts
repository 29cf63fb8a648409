import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type OpinionListBody = BodyOf<'listInspectionOpinions'>;
export type InspectionOpinion = components['schemas']['InspectionOpinion'];

export const opinionListKey = ['report', 'opinions'] as const;
/** Inspection opinion notices, paged (POST /a/stone/report/opinionList). */
export const fetchOpinionList = (p: Platform, body: OpinionListBody) => unwrap(p.client.POST('/a/stone/report/opinionList', { body }));
export const opinionListQuery = (p: Platform, body: OpinionListBody) =>
  queryOptions({ queryKey: [...opinionListKey, body], queryFn: () => fetchOpinionList(p, body), placeholderData: keepPreviousData });
export const useOpinionList = (body: OpinionListBody) => useQuery(opinionListQuery(usePlatform(), body));
