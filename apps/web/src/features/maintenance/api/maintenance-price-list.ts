import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { priceApplyKey } from './keys';

export type PriceApplyListBody = BodyOf<'listMaintenancePriceApplys'>;
export type MaintenancePriceApply = components['schemas']['MaintenancePriceApply'];

export const priceApplyListKey = [...priceApplyKey, 'list'] as const;
/** maintenance price applications, paged (POST /a/stone/epPemMaipricApply/list). */
export const fetchPriceApplyList = (p: Platform, body: PriceApplyListBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaipricApply/list', { body }));
