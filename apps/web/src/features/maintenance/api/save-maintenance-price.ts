import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SavePriceApplyBody = BodyOf<'saveMaintenancePriceApply'>;

/** Saves a maintenance price application as a draft, or with isCommit submits it (POST /a/stone/epPemMaipricApply/save). */
export const savePriceApply = (p: Platform, body: SavePriceApplyBody, isCommit = false) =>
  unwrap(
    p.client.POST('/a/stone/epPemMaipricApply/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }),
  );
