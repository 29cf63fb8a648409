import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { registrationListKey } from './registration-list';
import { recordHook } from '@/kit/api/call-hooks';

/** One registration application with its attachments (POST /a/stone/account/getReg). */
const fetchRegistration = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/account/getReg', { body: { id } }));
export const useRegistration = recordHook([...registrationListKey, 'detail'], fetchRegistration);
