import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeletePriceApplyBody = BodyOf<'deleteMaintenancePriceApply'>;

/** Deletes a maintenance price application (POST /a/stone/epPemMaipricApply/delete). */
export const deletePriceApply = (p: Platform, body: DeletePriceApplyBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaipricApply/delete', { body }));
