import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type OnlineApplyListBody = BodyOf<'listOnlineApplies'>;
export type OnlineApply = components['schemas']['OnlineApply'];

export const onlineApplyListKey = ['declaration', 'online-apply', 'list'] as const;
/** The unit's online inspection applications, paged (POST /a/stone/appOnline/list). */
export const fetchOnlineApplyList = (p: Platform, body: OnlineApplyListBody) => unwrap(p.client.POST('/a/stone/appOnline/list', { body }));
export const onlineApplyListQuery = (p: Platform, body: OnlineApplyListBody) =>
  queryOptions({ queryKey: [...onlineApplyListKey, body], queryFn: () => fetchOnlineApplyList(p, body), placeholderData: keepPreviousData });
export const useOnlineApplyList = (body: OnlineApplyListBody) => useQuery(onlineApplyListQuery(usePlatform(), body));
