import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { mutationHook } from '@/kit/api/call-hooks';
import { unitKey } from '@/shared/unit/api/keys';

export type UnitChangeBody = BodyOf<'applyUnitChange'>;

/**
 * A change application for the unit's identifying fields, with the new business licence (POST
 * /a/stone/unit/changeUnit, multipart); resolves to the application's id. Refused while one is pending.
 */
const applyUnitChange = (p: Platform, body: UnitChangeBody) =>
  unwrap(p.client.POST('/a/stone/unit/changeUnit', { body }));
export const useApplyUnitChange = mutationHook(applyUnitChange, unitKey);
