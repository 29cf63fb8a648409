import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useManageKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const useManageHandleStepsKey = [...useManageKey, 'handle-steps'] as const;
/** The flow steps of a use-management change application (GET /a/stone/useManage/findHandleStep). */
const fetchUseManageHandleSteps = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/useManage/findHandleStep', { params: { query: { id } } }));
export const useUseManageHandleSteps = recordHook(useManageHandleStepsKey, fetchUseManageHandleSteps);
