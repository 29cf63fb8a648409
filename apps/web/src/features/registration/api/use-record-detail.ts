import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useRecordKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

export type UseRecordDetail = components['schemas']['EqmBcwBasicDetail'];

const useRecordDetailKey = [...useRecordKey, 'detail'] as const;
/** One use-registration record with its unit, equipment, opinions and attachments (GET /a/stone/eqmBcwBasic/detail/{id}). */
const fetchUseRecordDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/eqmBcwBasic/detail/{id}', { params: { path: { id } } }));
export const useUseRecordDetail = recordHook(useRecordDetailKey, fetchUseRecordDetail);
