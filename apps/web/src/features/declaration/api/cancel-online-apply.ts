import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Cancels a submitted or accepted online inspection application with a reason (POST /a/stone/appOnline/cancelApply). */
export const cancelOnlineApply = (p: Platform, id: string, reason: string) =>
  unwrap(p.client.POST('/a/stone/appOnline/cancelApply', { body: { id, reason } }));
