import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { operatorKey } from './keys';

export type DeleteQualificationBody = BodyOf<'deleteOperatorQualification'>;

/** Deletes a certificate (POST /a/stone/operator/qualification/del). */
const deleteQualification = (p: Platform, body: DeleteQualificationBody) =>
  unwrap(p.client.POST('/a/stone/operator/qualification/del', { body }));
export function useDeleteQualification() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteQualificationBody) => deleteQualification(p, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: operatorKey }),
  });
}
