import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { faultKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type SaveFaultBody = BodyOf<'saveFaultRecord'>;

/** Saves one of the fault registrations (POST /a/stone/fault/save). */
const saveFault = (p: Platform, body: SaveFaultBody) => unwrap(p.client.POST('/a/stone/fault/save', { body }));
export const useSaveFault = mutationHook(saveFault, faultKey);
