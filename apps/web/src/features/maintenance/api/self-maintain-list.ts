import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type SelfMaintainListBody = BodyOf<'listSelfMaintainApplies'>;
export type SelfMaintainApply = components['schemas']['SelfMaintainApply'];

export const selfMaintainListKey = ['maintenance', 'self-maintain'] as const;
/** Self-maintain applications, paged (POST /a/stone/eqmSelfMaintain/list). */
export const fetchSelfMaintainList = (p: Platform, body: SelfMaintainListBody) => unwrap(p.client.POST('/a/stone/eqmSelfMaintain/list', { body }));
export const selfMaintainListQuery = (p: Platform, body: SelfMaintainListBody) =>
  queryOptions({ queryKey: [...selfMaintainListKey, body], queryFn: () => fetchSelfMaintainList(p, body), placeholderData: keepPreviousData });
export const useSelfMaintainList = (body: SelfMaintainListBody) => useQuery(selfMaintainListQuery(usePlatform(), body));
