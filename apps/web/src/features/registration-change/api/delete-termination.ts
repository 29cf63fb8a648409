import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteTerminationBody = BodyOf<'deleteTerminationApply'>;

/** Deletes a draft or returned termination application (POST /a/stone/pemEqmRlvBasic/delete). */
export const deleteTermination = (p: Platform, body: DeleteTerminationBody) =>
  unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/delete', { body }));
