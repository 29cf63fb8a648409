import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DeleteQualificationBody = BodyOf<'deleteOperatorQualification'>;

/** Deletes a certificate (POST /a/stone/operator/qualification/del). */
const deleteQualification = (p: Platform, body: DeleteQualificationBody) =>
  unwrap(p.client.POST('/a/stone/operator/qualification/del', { body }));
export const useDeleteQualification = mutationHook(deleteQualification, operatorKey);
