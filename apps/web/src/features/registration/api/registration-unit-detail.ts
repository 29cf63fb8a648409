import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { recordHook } from '@/kit/api/call-hooks';

const registrationUnitDetailKey = ['registration', 'units', 'detail'] as const;
/** One registration by unit with its equipment and attachments (GET /a/stone/useRegist/unitDetail/{id}). */
const fetchRegistrationUnitDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useRegist/unitDetail/{id}', { params: { path: { id } } }));
export const useRegistrationUnitDetail = recordHook(registrationUnitDetailKey, fetchRegistrationUnitDetail);
