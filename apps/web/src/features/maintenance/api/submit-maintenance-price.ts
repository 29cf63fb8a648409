import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SubmitPriceApplyBody = BodyOf<'submitMaintenancePriceApply'>;

/** Submits a maintenance price application (POST /a/stone/epPemMaipricApply/submit). */
export const submitPriceApply = (p: Platform, body: SubmitPriceApplyBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaipricApply/submit', { body }));
