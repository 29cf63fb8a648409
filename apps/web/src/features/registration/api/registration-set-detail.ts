import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { recordHook } from '@/kit/api/call-hooks';

const registrationSetDetailKey = ['registration', 'sets', 'detail'] as const;
/** One registration by set with its equipment and attachments (GET /a/stone/useRegist/setDetail/{id}). */
const fetchRegistrationSetDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useRegist/setDetail/{id}', { params: { path: { id } } }));
export const useRegistrationSetDetail = recordHook(registrationSetDetailKey, fetchRegistrationSetDetail);
