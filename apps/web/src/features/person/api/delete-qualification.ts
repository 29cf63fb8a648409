import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorDetailKey } from './operator-detail';
import { operatorListKey } from './operator-list';
import { operatorOverviewKey } from './operator-overview';
import { qualificationListKey } from './qualification-list';

export type DeleteQualificationBody = BodyOf<'deleteOperatorQualification'>;

/** Deletes a certificate (POST /a/stone/operator/qualification/del). */
const deleteQualification = (p: Platform, body: DeleteQualificationBody) => unwrap(p.client.POST('/a/stone/operator/qualification/del', { body }));
export function useDeleteQualification() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteQualificationBody) => deleteQualification(p, body),
    onSuccess: () => { for (const queryKey of [operatorListKey, operatorOverviewKey, operatorDetailKey, qualificationListKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
