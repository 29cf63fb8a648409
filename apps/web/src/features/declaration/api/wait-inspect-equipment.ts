import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { onlineApplyKey } from '@/shared/declaration/api/keys';

export type WaitInspectBody = BodyOf<'listWaitInspectEquipments'>;

const waitInspectKey = [...onlineApplyKey, 'wait-inspect'] as const;
/** The unit's equipment due (or soon due) for inspection, with the next inspection date (POST /a/stone/appOnline/findWaitInspectEquList). */
const fetchWaitInspectEquipment = (p: Platform, body: WaitInspectBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/findWaitInspectEquList', { body }));
const waitInspectQuery = (p: Platform, body: WaitInspectBody) =>
  queryOptions({
    queryKey: [...waitInspectKey, body],
    queryFn: () => fetchWaitInspectEquipment(p, body),
    placeholderData: keepPreviousData,
  });
export const useWaitInspectEquipment = (body: WaitInspectBody) => useQuery(waitInspectQuery(usePlatform(), body));
