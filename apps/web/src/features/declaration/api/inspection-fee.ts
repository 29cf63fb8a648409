import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type InspectionFeeBody = BodyOf<'getChargeInspectionFee'>;
export type InspectionFee = components['schemas']['InspectionFee'];

const inspectionFeeKey = ['declaration', 'inspection-fee'] as const;
/** The inspection fee per piece of equipment with the chosen relief applied (POST /a/stone/appOnline/getChargeInspectionFee). */
const fetchInspectionFee = (p: Platform, body: InspectionFeeBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/getChargeInspectionFee', { body }));
const inspectionFeeQuery = (p: Platform, body: InspectionFeeBody) =>
  queryOptions({
    queryKey: [...inspectionFeeKey, body],
    queryFn: () => fetchInspectionFee(p, body),
    placeholderData: keepPreviousData,
    enabled: !!(body.id || body.oidnos),
  });
export const useInspectionFee = (body: InspectionFeeBody) => useQuery(inspectionFeeQuery(usePlatform(), body));
