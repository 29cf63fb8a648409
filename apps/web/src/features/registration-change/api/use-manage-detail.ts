import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useManageKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const useManageDetailKey = [...useManageKey, 'detail'] as const;
/** One use-management change application with its equipment (GET /a/stone/useManage/get). */
export const fetchUseManageDetail = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useManage/get', { params: { query: { id } } }));
export const useUseManageDetail = recordHook(useManageDetailKey, fetchUseManageDetail);
