import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { rescueKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const rescueDetailKey = [...rescueKey, 'detail'] as const;
/** One of the rescue registrations (GET /a/stone/rescue/detail/{id}). */
const fetchRescueDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/rescue/detail/{id}', { params: { path: { id } } }));
export const useRescueDetail = recordHook(rescueDetailKey, fetchRescueDetail);
