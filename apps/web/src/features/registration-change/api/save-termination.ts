import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SaveTerminationBody = BodyOf<'saveTerminationApply'>;

/** Saves a termination application as a draft, or with isCommit submits it (POST /a/stone/pemEqmRlvBasic/save). */
export const saveTermination = (p: Platform, body: SaveTerminationBody, isCommit = false) =>
  unwrap(
    p.client.POST('/a/stone/pemEqmRlvBasic/save', { body, params: { query: isCommit ? { isCommit: true } : {} } }),
  );
