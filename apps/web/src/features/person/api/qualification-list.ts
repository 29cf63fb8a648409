import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';

export type QualificationListBody = BodyOf<'listOperatorQualification'>;
export type OperatorQualification = components['schemas']['OperatorQualification'];

export const qualificationListKey = [...operatorKey, 'qualification'] as const;
/** Operators' certificates, paged (POST /a/stone/operator/qualification/list). */
export const fetchQualificationList = (p: Platform, body: QualificationListBody) =>
  unwrap(p.client.POST('/a/stone/operator/qualification/list', { body }));
