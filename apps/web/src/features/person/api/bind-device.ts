import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { safetyPersonKey } from './keys';

export type BindDeviceBody = BodyOf<'bindSafetyPersonDevice'>;

/** Binds a person to equipment (POST /a/epsafemgeperson/bindDevice). */
const bindDevice = (p: Platform, body: BindDeviceBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/bindDevice', { body }));
export function useBindDevice() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BindDeviceBody) => bindDevice(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: safetyPersonKey }),
  });
}
