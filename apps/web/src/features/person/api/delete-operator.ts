import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorDetailKey } from './operator-detail';
import { operatorListKey } from './operator-list';
import { operatorOverviewKey } from './operator-overview';

export type DeleteOperatorBody = BodyOf<'deleteOperator'>;

/** Deletes an operator and its certificates (POST /a/stone/operator/del). */
const deleteOperator = (p: Platform, body: DeleteOperatorBody) => unwrap(p.client.POST('/a/stone/operator/del', { body }));
export function useDeleteOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteOperatorBody) => deleteOperator(p, body),
    onSuccess: () => { for (const queryKey of [operatorListKey, operatorOverviewKey, operatorDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
