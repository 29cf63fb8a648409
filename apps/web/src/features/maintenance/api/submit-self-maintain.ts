import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { selfMaintainListKey } from './self-maintain-list';

export type SubmitSelfMaintainBody = NonNullable<OperationTypes['submitSelfMaintainApply']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Submits a self-maintain application (POST /a/stone/eqmSelfMaintain/submit). */
export const submitSelfMaintain = (p: Platform, body: SubmitSelfMaintainBody) => unwrap(p.client.POST('/a/stone/eqmSelfMaintain/submit', { body }));
export function useSubmitSelfMaintain() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitSelfMaintainBody) => submitSelfMaintain(p, body),
    onSuccess: () => { for (const queryKey of [selfMaintainListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
