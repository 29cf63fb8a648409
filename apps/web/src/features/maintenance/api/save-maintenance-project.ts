import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveProjectApplyBody = BodyOf<'saveMaintenanceProjectApply'>;

/** Saves a maintenance project application as a draft, or with isCommit submits it (POST /a/stone/epPemMaiprojApply/save). */
export const saveProjectApply = (p: Platform, body: SaveProjectApplyBody, isCommit = false) =>
  unwrap(
    p.client.POST('/a/stone/epPemMaiprojApply/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }),
  );
