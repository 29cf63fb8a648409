import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { faultKey } from './keys';

export type FaultListBody = BodyOf<'listFaultRecords'>;
export type FaultRecord = components['schemas']['FaultRecord'];

export const faultListKey = [...faultKey, 'list'] as const;
/** Fault registrations, paged (POST /a/stone/fault/list). */
export const fetchFaultList = (p: Platform, body: FaultListBody) =>
  unwrap(p.client.POST('/a/stone/fault/list', { body }));
