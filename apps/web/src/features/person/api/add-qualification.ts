import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type AddQualificationBody = BodyOf<'addOperatorQualification'>;

/** Adds a certificate to an operator (POST /a/stone/operator/qualification/add). */
const addQualification = (p: Platform, body: AddQualificationBody) =>
  unwrap(p.client.POST('/a/stone/operator/qualification/add', { body }));
export const useAddQualification = mutationHook(addQualification, operatorKey);
