import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveUseManageEqmChangeBody = BodyOf<'saveUseManageEqmChange'>;

/** Adds or changes one equipment change item (before/after) of an application (POST /a/stone/useManage/eqmChangeSave). */
export const saveUseManageEqmChange = (p: Platform, body: SaveUseManageEqmChangeBody) =>
  unwrap(p.client.POST('/a/stone/useManage/eqmChangeSave', { body }));
