import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyPersonKey } from './keys';

export type BoundDevicesBody = BodyOf<'checkBindingPersonnel'>;

const boundDevicesKey = [...safetyPersonKey, 'bound'] as const;
/** The equipment a person is bound to (POST /a/epsafemgeperson/checkBindingPersonnel). */
const fetchBoundDevices = (p: Platform, body: BoundDevicesBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/checkBindingPersonnel', { body }));
const boundDevicesQuery = (p: Platform, body: BoundDevicesBody) =>
  queryOptions({
    queryKey: [...boundDevicesKey, body],
    queryFn: () => fetchBoundDevices(p, body),
    placeholderData: keepPreviousData,
  });
export const useBoundDevices = (body: BoundDevicesBody) => useQuery(boundDevicesQuery(usePlatform(), body));
