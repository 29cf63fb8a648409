import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { onlineApplyKey } from '@/shared/declaration/api/keys';
import { queryHook } from '@/kit/api/call-hooks';

export type WaitInspectBody = BodyOf<'listWaitInspectEquipments'>;

const waitInspectKey = [...onlineApplyKey, 'wait-inspect'] as const;
/** The unit's equipment due (or soon due) for inspection, with the next inspection date (POST /a/stone/appOnline/findWaitInspectEquList). */
const fetchWaitInspectEquipment = (p: Platform, body: WaitInspectBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/findWaitInspectEquList', { body }));
export const useWaitInspectEquipment = queryHook(waitInspectKey, fetchWaitInspectEquipment, { keepPrevious: true });
