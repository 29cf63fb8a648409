import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DismissOperatorBody = BodyOf<'dismissOperator'>;

/** Dismisses an employed operator, with a reason (POST /api/worapply/dismissal). */
const dismissOperator = (p: Platform, body: DismissOperatorBody) =>
  unwrap(p.client.POST('/api/worapply/dismissal', { body }));
export const useDismissOperator = mutationHook(dismissOperator, operatorKey);
