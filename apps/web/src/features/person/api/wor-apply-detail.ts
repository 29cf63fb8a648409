import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const worApplyDetailKey = [...operatorKey, 'employ', 'detail'] as const;
/** One employment application (GET /api/worapply/getDetailWorApply). */
const fetchWorApplyDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/api/worapply/getDetailWorApply', { params: { query: { id } } }));
export const useWorApplyDetail = recordHook(worApplyDetailKey, fetchWorApplyDetail);
