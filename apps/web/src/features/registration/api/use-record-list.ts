import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { useRecordKey } from './keys';

export type UseRecordListBody = BodyOf<'listEqmBcwBasic'>;
export type UseRecord = components['schemas']['EqmBcwBasic'];

export const useRecordListKey = [...useRecordKey, 'list'] as const;
/** The unit's use-registration records, paged (POST /a/stone/eqmBcwBasic/list). */
export const fetchUseRecordList = (p: Platform, body: UseRecordListBody) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/list', { body }));
