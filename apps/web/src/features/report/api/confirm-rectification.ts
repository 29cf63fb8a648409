import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { opinionKey } from './opinion-list';
import { mutationHook } from '@/kit/api/call-hooks';

export type ConfirmRectificationBody = BodyOf<'confirmInspectionRectification'>;

/** Submits the rectification of an opinion notice with its evidence (attachments by attrefsysid) (POST /a/stone/report/rectificationConfirm). */
const confirmRectification = (p: Platform, body: ConfirmRectificationBody) =>
  unwrap(p.client.POST('/a/stone/report/rectificationConfirm', { body }));
export const useConfirmRectification = mutationHook(confirmRectification, opinionKey);
