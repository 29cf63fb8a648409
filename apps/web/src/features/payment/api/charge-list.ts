import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { chargeKey } from './keys';

export type ChargeListBody = BodyOf<'listCharges'>;
export type Charge = components['schemas']['Charge'];

export const chargeListKey = [...chargeKey, 'list'] as const;
/** The unit's charges (inspection and exam fees), paged (POST /api/chamain/charge/list). */
export const fetchChargeList = (p: Platform, body: ChargeListBody) =>
  unwrap(p.client.POST('/api/chamain/charge/list', { body }));
