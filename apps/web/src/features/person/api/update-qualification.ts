import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type UpdateQualificationBody = BodyOf<'updateOperatorQualification'>;

/** Saves a certificate, e.g. after its review (POST /a/stone/operator/qualification/update). */
const updateQualification = (p: Platform, body: UpdateQualificationBody) =>
  unwrap(p.client.POST('/a/stone/operator/qualification/update', { body }));
export function useUpdateQualification() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateQualificationBody) => updateQualification(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
