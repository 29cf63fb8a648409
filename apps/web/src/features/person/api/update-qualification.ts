import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type UpdateQualificationBody = BodyOf<'updateOperatorQualification'>;

/** Saves a certificate, e.g. after its review (POST /a/stone/operator/qualification/update). */
const updateQualification = (p: Platform, body: UpdateQualificationBody) =>
  unwrap(p.client.POST('/a/stone/operator/qualification/update', { body }));
export const useUpdateQualification = mutationHook(updateQualification, operatorKey);
