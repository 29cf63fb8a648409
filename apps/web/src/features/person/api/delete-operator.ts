import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type DeleteOperatorBody = BodyOf<'deleteOperator'>;

/** Deletes an operator and its certificates (POST /a/stone/operator/del). */
const deleteOperator = (p: Platform, body: DeleteOperatorBody) =>
  unwrap(p.client.POST('/a/stone/operator/del', { body }));
export function useDeleteOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteOperatorBody) => deleteOperator(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
