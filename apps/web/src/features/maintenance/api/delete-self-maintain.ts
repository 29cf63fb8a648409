import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteSelfMaintainBody = BodyOf<'deleteSelfMaintainApply'>;

/** Deletes a draft self-maintain application (POST /a/stone/eqmSelfMaintain/delete). */
export const deleteSelfMaintain = (p: Platform, body: DeleteSelfMaintainBody) =>
  unwrap(p.client.POST('/a/stone/eqmSelfMaintain/delete', { body }));
