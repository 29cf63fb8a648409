import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SubmitSelfMaintainBody = BodyOf<'submitSelfMaintainApply'>;

/** Submits a self-maintain application (POST /a/stone/eqmSelfMaintain/submit). */
export const submitSelfMaintain = (p: Platform, body: SubmitSelfMaintainBody) =>
  unwrap(p.client.POST('/a/stone/eqmSelfMaintain/submit', { body }));
