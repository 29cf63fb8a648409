import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type CheckCancellableBody = BodyOf<'checkEqmBcwBasicCancellable'>;

/** Asks whether a use registration may be cancelled (before a 注销 application) (POST /a/stone/eqmBcwBasic/checkBcwCancell). */
export const checkCancellable = (p: Platform, body: CheckCancellableBody) => unwrap(p.client.POST('/a/stone/eqmBcwBasic/checkBcwCancell', { body }));
export function useCheckCancellable() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckCancellableBody) => checkCancellable(p, body),
    onSuccess: () => { for (const queryKey of []) void qc.invalidateQueries({ queryKey }); },
  });
}
