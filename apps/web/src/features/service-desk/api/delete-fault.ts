import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { faultListKey } from './fault-list';

export type DeleteFaultBody = NonNullable<OperationTypes['deleteFaultRecord']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Deletes one of the fault registrations (POST /a/stone/fault/delete). */
export const deleteFault = (p: Platform, body: DeleteFaultBody) => unwrap(p.client.POST('/a/stone/fault/delete', { body }));
export function useDeleteFault() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteFaultBody) => deleteFault(p, body),
    onSuccess: () => { for (const queryKey of [faultListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
