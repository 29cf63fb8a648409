import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { safetyPersonKey } from './keys';

export type SafetyCertListBody = BodyOf<'listSafetyPersonCert'>;
export type SafetyPersonCert = components['schemas']['SafetyPersonCert'];

export const safetyCertListKey = [...safetyPersonKey, 'cert'] as const;
/** Certificates of safety-management staff, paged (POST /a/safemgepercert/list). */
export const fetchSafetyCertList = (p: Platform, body: SafetyCertListBody) =>
  unwrap(p.client.POST('/a/safemgepercert/list', { body }));
