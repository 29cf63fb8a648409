import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';

export type OperatorListBody = BodyOf<'listOperator'>;
export type Operator = components['schemas']['Operator'];

export const operatorListKey = [...operatorKey, 'list'] as const;
/** Operators of the unit, filtered and paged (POST /a/stone/operator/list); `signal` cancels the call. */
export const fetchOperatorList = (p: Platform, body: OperatorListBody, signal?: AbortSignal) =>
  unwrap(p.client.POST('/a/stone/operator/list', { body, signal }));
