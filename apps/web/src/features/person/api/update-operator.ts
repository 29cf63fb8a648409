import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type UpdateOperatorBody = BodyOf<'updateOperator'>;

/** Saves an operator's details (POST /a/stone/operator/update). */
const updateOperator = (p: Platform, body: UpdateOperatorBody) =>
  unwrap(p.client.POST('/a/stone/operator/update', { body }));
export function useUpdateOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOperatorBody) => updateOperator(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
