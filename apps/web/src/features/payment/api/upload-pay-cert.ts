import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { mutationHook } from '@/kit/api/call-hooks';
import { chargeKey } from './keys';

export type PayCertBody = BodyOf<'uploadOnlineApplyPayCert'>;

/** Uploads the bank transfer voucher of an application (POST /a/stone/appOnline/updatePayCert/{id}, multipart). */
const uploadPayCert = (p: Platform, { id, body }: { id: string; body: PayCertBody }) =>
  unwrap(p.client.POST('/a/stone/appOnline/updatePayCert/{id}', { params: { path: { id } }, body }));
export const useUploadPayCert = mutationHook(uploadPayCert, chargeKey);
