import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type BindDeviceBody = BodyOf<'bindSafetyPersonDevice'>;

/** Binds a person to equipment (POST /a/epsafemgeperson/bindDevice). */
const bindDevice = (p: Platform, body: BindDeviceBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/bindDevice', { body }));
export const useBindDevice = mutationHook(bindDevice, safetyPersonKey);
