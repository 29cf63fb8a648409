import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteProjectApplyBody = BodyOf<'deleteMaintenanceProjectApply'>;

/** Deletes a maintenance project application (POST /a/stone/epPemMaiprojApply/delete). */
export const deleteProjectApply = (p: Platform, body: DeleteProjectApplyBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaiprojApply/delete', { body }));
