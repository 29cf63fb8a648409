import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CommitTerminationBody = BodyOf<'commitTerminationApply'>;

/** Submits a draft or returned termination application (POST /a/stone/pemEqmRlvBasic/commit). */
export const commitTermination = (p: Platform, body: CommitTerminationBody) =>
  unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/commit', { body }));
