import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type AddQualificationBody = BodyOf<'addOperatorQualification'>;

/** Adds a certificate to an operator (POST /a/stone/operator/qualification/add). */
const addQualification = (p: Platform, body: AddQualificationBody) =>
  unwrap(p.client.POST('/a/stone/operator/qualification/add', { body }));
export function useAddQualification() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddQualificationBody) => addQualification(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
