import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DeleteOperatorBody = BodyOf<'deleteOperator'>;

/** Deletes an operator and its certificates (POST /a/stone/operator/del). */
const deleteOperator = (p: Platform, body: DeleteOperatorBody) =>
  unwrap(p.client.POST('/a/stone/operator/del', { body }));
export const useDeleteOperator = mutationHook(deleteOperator, operatorKey);
