import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type QualificationListBody = NonNullable<OperationTypes['listOperatorQualification']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type OperatorQualification = components['schemas']['OperatorQualification'];

export const qualificationListKey = ['person', 'operator', 'qualification'] as const;
/** Operators' certificates, paged (POST /a/stone/operator/qualification/list). */
export const fetchQualificationList = (p: Platform, body: QualificationListBody) => unwrap(p.client.POST('/a/stone/operator/qualification/list', { body }));
export const qualificationListQuery = (p: Platform, body: QualificationListBody) =>
  queryOptions({ queryKey: [...qualificationListKey, body], queryFn: () => fetchQualificationList(p, body), placeholderData: keepPreviousData });
export const useQualificationList = (body: QualificationListBody) => useQuery(qualificationListQuery(usePlatform(), body));
