import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type DismissOperatorBody = BodyOf<'dismissOperator'>;

/** Dismisses an employed operator, with a reason (POST /api/worapply/dismissal). */
const dismissOperator = (p: Platform, body: DismissOperatorBody) =>
  unwrap(p.client.POST('/api/worapply/dismissal', { body }));
export function useDismissOperator() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DismissOperatorBody) => dismissOperator(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
