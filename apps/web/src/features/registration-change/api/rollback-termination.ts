import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type RollbackTerminationBody = BodyOf<'rollbackTerminationApply'>;

/** Takes back a submitted termination application before it is accepted (POST /a/stone/pemEqmRlvBasic/rollback). */
export const rollbackTermination = (p: Platform, body: RollbackTerminationBody) =>
  unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/rollback', { body }));
