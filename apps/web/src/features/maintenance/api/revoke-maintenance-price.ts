import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type RevokePriceApplyBody = BodyOf<'revokeMaintenancePriceApply'>;

/** Revokes a maintenance price application (POST /a/stone/epPemMaipricApply/revoke). */
export const revokePriceApply = (p: Platform, body: RevokePriceApplyBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaipricApply/revoke', { body }));
