import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type QualificationListBody = BodyOf<'listOperatorQualification'>;
export type OperatorQualification = components['schemas']['OperatorQualification'];

export const qualificationListKey = ['person', 'operator', 'qualification'] as const;
/** Operators' certificates, paged (POST /a/stone/operator/qualification/list). */
export const fetchQualificationList = (p: Platform, body: QualificationListBody) => unwrap(p.client.POST('/a/stone/operator/qualification/list', { body }));
export const qualificationListQuery = (p: Platform, body: QualificationListBody) =>
  queryOptions({ queryKey: [...qualificationListKey, body], queryFn: () => fetchQualificationList(p, body), placeholderData: keepPreviousData });
export const useQualificationList = (body: QualificationListBody) => useQuery(qualificationListQuery(usePlatform(), body));
