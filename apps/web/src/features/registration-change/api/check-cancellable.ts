import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CheckCancellableBody = BodyOf<'checkEqmBcwBasicCancellable'>;

/** Asks whether a use registration may be cancelled (before a 注销 application) (POST /a/stone/eqmBcwBasic/checkBcwCancell). */
export const checkCancellable = (p: Platform, body: CheckCancellableBody) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/checkBcwCancell', { body }));
