import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type CheckUpdateBindingBody = BodyOf<'checkUpdateBindingPersonnel'>;

/** Asks whether a person's equipment binding may change (POST /a/epsafemgeperson/checkUpdateBindingPersonnel). */
export const checkUpdateBinding = (p: Platform, body: CheckUpdateBindingBody) => unwrap(p.client.POST('/a/epsafemgeperson/checkUpdateBindingPersonnel', { body }));
export function useCheckUpdateBinding() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckUpdateBindingBody) => checkUpdateBinding(p, body),
    onSuccess: () => { for (const queryKey of []) void qc.invalidateQueries({ queryKey }); },
  });
}
