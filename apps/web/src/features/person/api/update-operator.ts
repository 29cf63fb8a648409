import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { operatorDetailKey } from './operator-detail';
import { operatorListKey } from './operator-list';
import { operatorOverviewKey } from './operator-overview';

export type UpdateOperatorBody = NonNullable<OperationTypes['updateOperator']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Saves an operator's details (POST /a/stone/operator/update). */
export const updateOperator = (p: Platform, body: UpdateOperatorBody) => unwrap(p.client.POST('/a/stone/operator/update', { body }));
export function useUpdateOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOperatorBody) => updateOperator(p, body),
    onSuccess: () => { for (const queryKey of [operatorListKey, operatorOverviewKey, operatorDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
