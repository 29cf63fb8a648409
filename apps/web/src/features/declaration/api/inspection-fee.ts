import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { queryHook } from '@/kit/api/call-hooks';

export type InspectionFeeBody = BodyOf<'getChargeInspectionFee'>;
export type InspectionFee = components['schemas']['InspectionFee'];

const inspectionFeeKey = ['declaration', 'inspection-fee'] as const;
/** The inspection fee per piece of equipment with the chosen relief applied (POST /a/stone/appOnline/getChargeInspectionFee). */
const fetchInspectionFee = (p: Platform, body: InspectionFeeBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/getChargeInspectionFee', { body }));
export const useInspectionFee = queryHook(inspectionFeeKey, fetchInspectionFee, {
  enabled: (body) => !!(body.id || body.oidnos),
  keepPrevious: true,
});
