import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorDetailKey } from './operator-detail';
import { operatorListKey } from './operator-list';
import { operatorOverviewKey } from './operator-overview';

export type UpdateOperatorBody = BodyOf<'updateOperator'>;

/** Saves an operator's details (POST /a/stone/operator/update). */
const updateOperator = (p: Platform, body: UpdateOperatorBody) => unwrap(p.client.POST('/a/stone/operator/update', { body }));
export function useUpdateOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOperatorBody) => updateOperator(p, body),
    onSuccess: () => { for (const queryKey of [operatorListKey, operatorOverviewKey, operatorDetailKey]) void qc.invalidateQueries({ queryKey }); },
  });
}
