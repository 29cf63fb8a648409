import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { priceApplyKey } from './keys';

const priceApplyDetailKey = [...priceApplyKey, 'detail'] as const;
/** One maintenance price application with its flow and attachments (GET /a/stone/epPemMaipricApply/detail/{id}). */
const fetchPriceApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemMaipricApply/detail/{id}', { params: { path: { id } } }));
const priceApplyDetailQuery = (p: Platform, id: string) =>
  queryOptions({ queryKey: [...priceApplyDetailKey, id], queryFn: () => fetchPriceApplyDetail(p, id), enabled: !!id });
export const usePriceApplyDetail = (id: string) => useQuery(priceApplyDetailQuery(usePlatform(), id));
