import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type OpinionListBody = NonNullable<OperationTypes['listInspectionOpinions']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type InspectionOpinion = components['schemas']['InspectionOpinion'];

export const opinionListKey = ['report', 'opinions'] as const;
/** Inspection opinion notices, paged (POST /a/stone/report/opinionList). */
export const fetchOpinionList = (p: Platform, body: OpinionListBody) => unwrap(p.client.POST('/a/stone/report/opinionList', { body }));
export const opinionListQuery = (p: Platform, body: OpinionListBody) =>
  queryOptions({ queryKey: [...opinionListKey, body], queryFn: () => fetchOpinionList(p, body), placeholderData: keepPreviousData });
export const useOpinionList = (body: OpinionListBody) => useQuery(opinionListQuery(usePlatform(), body));
