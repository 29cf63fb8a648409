import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type RevokeProjectApplyBody = BodyOf<'revokeMaintenanceProjectApply'>;

/** Revokes a maintenance project application (POST /a/stone/epPemMaiprojApply/revoke). */
export const revokeProjectApply = (p: Platform, body: RevokeProjectApplyBody) =>
  unwrap(p.client.POST('/a/stone/epPemMaiprojApply/revoke', { body }));
