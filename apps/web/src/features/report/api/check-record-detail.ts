import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { recordHook } from '@/kit/api/call-hooks';

const checkRecordDetailKey = ['report', 'check-records', 'detail'] as const;
/** One check record with every item and its result (GET /a/stone/checkRecord/detail/{id}). */
const fetchCheckRecordDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/checkRecord/detail/{id}', { params: { path: { id } } }));
export const useCheckRecordDetail = recordHook(checkRecordDetailKey, fetchCheckRecordDetail);
