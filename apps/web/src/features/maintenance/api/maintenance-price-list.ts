import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type PriceApplyListBody = BodyOf<'listMaintenancePriceApplys'>;
export type MaintenancePriceApply = components['schemas']['MaintenancePriceApply'];

export const priceApplyListKey = ['maintenance', 'price-apply', 'list'] as const;
/** maintenance price applications, paged (POST /a/stone/epPemMaipricApply/list). */
export const fetchPriceApplyList = (p: Platform, body: PriceApplyListBody) => unwrap(p.client.POST('/a/stone/epPemMaipricApply/list', { body }));
export const priceApplyListQuery = (p: Platform, body: PriceApplyListBody) =>
  queryOptions({ queryKey: [...priceApplyListKey, body], queryFn: () => fetchPriceApplyList(p, body), placeholderData: keepPreviousData });
export const usePriceApplyList = (body: PriceApplyListBody) => useQuery(priceApplyListQuery(usePlatform(), body));
