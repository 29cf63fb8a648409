import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';
import { usePlatform } from '../../../app/PlatformContext';
import { operatorDetailKey } from './operator-detail';
import { operatorListKey } from './operator-list';
import { operatorOverviewKey } from './operator-overview';
import { qualificationListKey } from './qualification-list';

export type DeleteQualificationBody = NonNullable<OperationTypes['deleteOperatorQualification']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Deletes a certificate (POST /a/stone/operator/qualification/del). */
export const deleteQualification = (p: Platform, body: DeleteQualificationBody) => unwrap(p.client.POST('/a/stone/operator/qualification/del', { body }));
export function useDeleteQualification() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteQualificationBody) => deleteQualification(p, body),
    onSuccess: () => { for (const queryKey of [operatorListKey, operatorOverviewKey, operatorDetailKey, qualificationListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
