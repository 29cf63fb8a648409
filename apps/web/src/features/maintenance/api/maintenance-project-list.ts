import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type ProjectApplyListBody = BodyOf<'listMaintenanceProjectApplys'>;
export type MaintenanceProjectApply = components['schemas']['MaintenanceProjectApply'];

export const projectApplyListKey = ['maintenance', 'project-apply', 'list'] as const;
/** maintenance project applications, paged (POST /a/stone/epPemMaiprojApply/list). */
export const fetchProjectApplyList = (p: Platform, body: ProjectApplyListBody) => unwrap(p.client.POST('/a/stone/epPemMaiprojApply/list', { body }));
export const projectApplyListQuery = (p: Platform, body: ProjectApplyListBody) =>
  queryOptions({ queryKey: [...projectApplyListKey, body], queryFn: () => fetchProjectApplyList(p, body), placeholderData: keepPreviousData });
export const useProjectApplyList = (body: ProjectApplyListBody) => useQuery(projectApplyListQuery(usePlatform(), body));
