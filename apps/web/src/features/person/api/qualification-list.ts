import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type QualificationListBody = BodyOf<'listOperatorQualification'>;
export type OperatorQualification = components['schemas']['OperatorQualification'];

export const qualificationListKey = ['person', 'operator', 'qualification'] as const;
/** Operators' certificates, paged (POST /a/stone/operator/qualification/list). */
export const fetchQualificationList = (p: Platform, body: QualificationListBody) => unwrap(p.client.POST('/a/stone/operator/qualification/list', { body }));
