import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { unitKey } from '@/shared/unit/api/keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type UnitSaveBody = BodyOf<'saveUnit'>;

/** Saves the unit's basic information directly (POST /a/stone/unit/save); name, credit code and legal person go through a change application. */
const saveUnit = (p: Platform, body: UnitSaveBody) => unwrap(p.client.POST('/a/stone/unit/save', { body }));
export const useSaveUnit = mutationHook(saveUnit, unitKey);
