import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { terminationKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const terminationDetailKey = [...terminationKey, 'detail'] as const;
/** One termination application with its equipment, flow and attachments (GET /a/stone/pemEqmRlvBasic/detail/{id}). */
const fetchTerminationDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/pemEqmRlvBasic/detail/{id}', { params: { path: { id } } }));
export const useTerminationDetail = recordHook(terminationDetailKey, fetchTerminationDetail);
