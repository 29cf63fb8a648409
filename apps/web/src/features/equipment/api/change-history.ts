import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type ChangeHistoryBody = BodyOf<'listEquipmentChangeHistory'>;

/** The effective changes of one piece of equipment, newest first, paged (POST /a/stone/eqm/changeEqmHis). */
const fetchChangeHistory = (p: Platform, body: ChangeHistoryBody) =>
  unwrap(p.client.POST('/a/stone/eqm/changeEqmHis', { body }));
const changeHistoryQuery = (p: Platform, body: ChangeHistoryBody) =>
  queryOptions({
    queryKey: [...equipmentKey, 'change-history', body],
    queryFn: () => fetchChangeHistory(p, body),
    enabled: !!body.oidno,
    placeholderData: keepPreviousData,
  });
export const useChangeHistory = (body: ChangeHistoryBody) => useQuery(changeHistoryQuery(usePlatform(), body));
