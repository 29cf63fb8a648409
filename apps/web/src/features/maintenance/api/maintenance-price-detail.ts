import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { priceApplyKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const priceApplyDetailKey = [...priceApplyKey, 'detail'] as const;
/** One maintenance price application with its flow and attachments (GET /a/stone/epPemMaipricApply/detail/{id}). */
const fetchPriceApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/epPemMaipricApply/detail/{id}', { params: { path: { id } } }));
export const usePriceApplyDetail = recordHook(priceApplyDetailKey, fetchPriceApplyDetail);
