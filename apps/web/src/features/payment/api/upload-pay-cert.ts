import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { chargeKey } from './keys';

export type PayCertBody = BodyOf<'uploadOnlineApplyPayCert'>;

/** Uploads the bank transfer voucher of an application (POST /a/stone/appOnline/updatePayCert/{id}, multipart). */
const uploadPayCert = (p: Platform, id: string, body: PayCertBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/updatePayCert/{id}', { params: { path: { id } }, body }));
export function useUploadPayCert() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PayCertBody }) => uploadPayCert(p, id, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chargeKey }),
  });
}
