import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { faultKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const faultDetailKey = [...faultKey, 'detail'] as const;
/** One of the fault registrations (GET /a/stone/fault/detail/{id}). */
const fetchFaultDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/fault/detail/{id}', { params: { path: { id } } }));
export const useFaultDetail = recordHook(faultDetailKey, fetchFaultDetail);
