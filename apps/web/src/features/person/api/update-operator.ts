import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type UpdateOperatorBody = BodyOf<'updateOperator'>;

/** Saves an operator's details (POST /a/stone/operator/update). */
const updateOperator = (p: Platform, body: UpdateOperatorBody) =>
  unwrap(p.client.POST('/a/stone/operator/update', { body }));
export const useUpdateOperator = mutationHook(updateOperator, operatorKey);
