import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';

export type CheckCancellableBody = NonNullable<OperationTypes['checkEqmBcwBasicCancellable']['requestBody']>['content']['application/x-www-form-urlencoded'];

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
