import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { selfMaintainKey } from './keys';

export type SelfMaintainListBody = BodyOf<'listSelfMaintainApplies'>;
export type SelfMaintainApply = components['schemas']['SelfMaintainApply'];

export const selfMaintainListKey = [...selfMaintainKey, 'list'] as const;
/** Self-maintain applications, paged (POST /a/stone/eqmSelfMaintain/list). */
export const fetchSelfMaintainList = (p: Platform, body: SelfMaintainListBody) =>
  unwrap(p.client.POST('/a/stone/eqmSelfMaintain/list', { body }));
