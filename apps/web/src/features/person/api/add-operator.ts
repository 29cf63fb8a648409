import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type AddOperatorBody = BodyOf<'addOperator'>;

/** Registers an operator (POST /a/stone/operator/add); resolves to the new id. */
const addOperator = (p: Platform, body: AddOperatorBody) => unwrap(p.client.POST('/a/stone/operator/add', { body }));
export const useAddOperator = mutationHook(addOperator, operatorKey);
