import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type PriceApplyListBody = BodyOf<'listMaintenancePriceApplys'>;
export type MaintenancePriceApply = components['schemas']['MaintenancePriceApply'];

export const priceApplyListKey = ['maintenance', 'price-apply', 'list'] as const;
/** maintenance price applications, paged (POST /a/stone/epPemMaipricApply/list). */
export const fetchPriceApplyList = (p: Platform, body: PriceApplyListBody) => unwrap(p.client.POST('/a/stone/epPemMaipricApply/list', { body }));
