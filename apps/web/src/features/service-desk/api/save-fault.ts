import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { faultKey } from './keys';

export type SaveFaultBody = BodyOf<'saveFaultRecord'>;

/** Saves one of the fault registrations (POST /a/stone/fault/save). */
const saveFault = (p: Platform, body: SaveFaultBody) => unwrap(p.client.POST('/a/stone/fault/save', { body }));
export function useSaveFault() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveFaultBody) => saveFault(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: faultKey }),
  });
}
