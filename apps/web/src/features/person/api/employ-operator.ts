import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type EmployOperatorBody = BodyOf<'employOperator'>;

/** Employs a registered operator (POST /api/worapply/employ). */
const employOperator = (p: Platform, body: EmployOperatorBody) =>
  unwrap(p.client.POST('/api/worapply/employ', { body }));
export function useEmployOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployOperatorBody) => employOperator(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
