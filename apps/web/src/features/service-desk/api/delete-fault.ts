import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { faultKey } from './keys';

export type DeleteFaultBody = BodyOf<'deleteFaultRecord'>;

/** Deletes one of the fault registrations (POST /a/stone/fault/delete). */
const deleteFault = (p: Platform, body: DeleteFaultBody) => unwrap(p.client.POST('/a/stone/fault/delete', { body }));
export function useDeleteFault() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteFaultBody) => deleteFault(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: faultKey }),
  });
}
