import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';
import { queryHook } from '@/kit/api/call-hooks';

export type BoundDevicesBody = BodyOf<'checkBindingPersonnel'>;

const boundDevicesKey = [...safetyPersonKey, 'bound'] as const;
/** The equipment a person is bound to (POST /a/epsafemgeperson/checkBindingPersonnel). */
const fetchBoundDevices = (p: Platform, body: BoundDevicesBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/checkBindingPersonnel', { body }));
export const useBoundDevices = queryHook(boundDevicesKey, fetchBoundDevices, { keepPrevious: true });
