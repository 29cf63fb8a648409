import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteUseManageBody = BodyOf<'deleteUseManageRecord'>;

/** Deletes a draft use-management application (POST /a/stone/useManage/del). */
export const deleteUseManage = (p: Platform, body: DeleteUseManageBody) =>
  unwrap(p.client.POST('/a/stone/useManage/del', { body }));
