import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type AddOperatorBody = BodyOf<'addOperator'>;

/** Registers an operator (POST /a/stone/operator/add); resolves to the new id. */
const addOperator = (p: Platform, body: AddOperatorBody) => unwrap(p.client.POST('/a/stone/operator/add', { body }));
export function useAddOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddOperatorBody) => addOperator(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
