import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { rescueKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type SaveRescueBody = BodyOf<'saveRescueRecord'>;

/** Saves one of the rescue registrations (POST /a/stone/rescue/save). */
const saveRescue = (p: Platform, body: SaveRescueBody) => unwrap(p.client.POST('/a/stone/rescue/save', { body }));
export const useSaveRescue = mutationHook(saveRescue, rescueKey);
