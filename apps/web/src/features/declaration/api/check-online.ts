import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CheckOnlineBody = BodyOf<'checkOnlineInspection'>;

/** Whether the chosen equipment may be declared online: registered, in use, due, not in another flow (POST /a/stone/appOnline/checkOnline). */
export const checkOnlineInspection = (p: Platform, body: CheckOnlineBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/checkOnline', { body }));
