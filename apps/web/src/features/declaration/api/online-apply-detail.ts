import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { onlineApplyKey } from '@/shared/declaration/api/keys';
import { recordHook } from '@/kit/api/call-hooks';

export type OnlineApplyDetail = components['schemas']['OnlineApplyDetail'];

const onlineApplyDetailKey = [...onlineApplyKey, 'detail'] as const;
/** One online inspection application with its equipment, fee and attachments (GET /a/stone/appOnline/detail/{id}). */
const fetchOnlineApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/appOnline/detail/{id}', { params: { path: { id } } }));
export const useOnlineApplyDetail = recordHook(onlineApplyDetailKey, fetchOnlineApplyDetail);
