import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type WaitInspectBody = BodyOf<'listWaitInspectEquipments'>;
export type WaitInspectEquipment = components['schemas']['WaitInspectEquipment'];

export const waitInspectKey = ['declaration', 'wait-inspect'] as const;
/** The unit's equipment due (or soon due) for inspection, with the next inspection date (POST /a/stone/appOnline/findWaitInspectEquList). */
export const fetchWaitInspectEquipment = (p: Platform, body: WaitInspectBody) => unwrap(p.client.POST('/a/stone/appOnline/findWaitInspectEquList', { body }));
export const waitInspectQuery = (p: Platform, body: WaitInspectBody) =>
  queryOptions({ queryKey: [...waitInspectKey, body], queryFn: () => fetchWaitInspectEquipment(p, body), placeholderData: keepPreviousData });
export const useWaitInspectEquipment = (body: WaitInspectBody) => useQuery(waitInspectQuery(usePlatform(), body));
