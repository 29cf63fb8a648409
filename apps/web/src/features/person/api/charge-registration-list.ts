import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type OperationTypes, type components } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type ChargeRegistrationListBody = NonNullable<OperationTypes['listExamFeeRegistrations']['requestBody']>['content']['application/x-www-form-urlencoded'];
export type ExamFeeRegistration = components['schemas']['ExamFeeRegistration'];

export const chargeRegistrationListKey = ['person', 'charge-registration', 'list'] as const;
/** Operator exam-fee registrations, paged (POST /api/chamain/chargeRegistration/list). */
export const fetchChargeRegistrationList = (p: Platform, body: ChargeRegistrationListBody) => unwrap(p.client.POST('/api/chamain/chargeRegistration/list', { body }));
export const chargeRegistrationListQuery = (p: Platform, body: ChargeRegistrationListBody) =>
  queryOptions({ queryKey: [...chargeRegistrationListKey, body], queryFn: () => fetchChargeRegistrationList(p, body), placeholderData: keepPreviousData });
export const useChargeRegistrationList = (body: ChargeRegistrationListBody) => useQuery(chargeRegistrationListQuery(usePlatform(), body));
