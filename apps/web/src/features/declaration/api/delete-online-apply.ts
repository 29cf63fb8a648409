import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Deletes a draft or returned online inspection application (POST /a/stone/appOnline/delete). */
export const deleteOnlineApply = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/appOnline/delete', { body: { id } }));
