import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { rescueKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DeleteRescueBody = BodyOf<'deleteRescueRecord'>;

/** Deletes one of the rescue registrations (POST /a/stone/rescue/delete). */
const deleteRescue = (p: Platform, body: DeleteRescueBody) => unwrap(p.client.POST('/a/stone/rescue/delete', { body }));
export const useDeleteRescue = mutationHook(deleteRescue, rescueKey);
