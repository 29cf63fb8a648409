import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SubmitProjectApplyBody = BodyOf<'submitMaintenanceProjectApply'>;

/** Submits a maintenance project application (POST /a/stone/epPemMaiprojApply/submit). */
export const submitProjectApply = (p: Platform, body: SubmitProjectApplyBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaiprojApply/submit', { body }));
