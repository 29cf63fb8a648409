import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveSelfMaintainBody = BodyOf<'saveSelfMaintainApply'>;

/** Saves a self-maintain application as a draft (POST /a/stone/eqmSelfMaintain/save). */
export const saveSelfMaintain = (p: Platform, body: SaveSelfMaintainBody) =>
  unwrap(p.client.POST('/a/stone/eqmSelfMaintain/save', { body }));
