import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { onlineApplyKey } from './keys';

export type OnlineApplyListBody = BodyOf<'listOnlineApplies'>;
export type OnlineApply = components['schemas']['OnlineApply'];

export const onlineApplyListKey = [...onlineApplyKey, 'list'] as const;
/** The unit's online inspection applications, paged (POST /a/stone/appOnline/list). */
export const fetchOnlineApplyList = (p: Platform, body: OnlineApplyListBody, signal?: AbortSignal) =>
  unwrap(p.client.POST('/a/stone/appOnline/list', { body, signal }));
