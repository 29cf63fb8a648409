import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type EmployOperatorBody = BodyOf<'employOperator'>;

/** Employs a registered operator (POST /api/worapply/employ). */
const employOperator = (p: Platform, body: EmployOperatorBody) =>
  unwrap(p.client.POST('/api/worapply/employ', { body }));
export const useEmployOperator = mutationHook(employOperator, operatorKey);
