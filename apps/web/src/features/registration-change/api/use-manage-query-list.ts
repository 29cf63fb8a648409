import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useManageKey } from './keys';

export type UseManageQueryBody = BodyOf<'queryUseManageRecords'>;

export const useManageQueryListKey = [...useManageKey, 'query-list'] as const;
/** All the unit's use-management change applications, finished ones too, paged (POST /a/stone/useManage/queryList). */
export const fetchUseManageQueryList = (p: Platform, body: UseManageQueryBody) =>
  unwrap(p.client.POST('/a/stone/useManage/queryList', { body }));
