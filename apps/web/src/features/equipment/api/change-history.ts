import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';
import { queryHook } from '@/kit/api/call-hooks';

export type ChangeHistoryBody = BodyOf<'listEquipmentChangeHistory'>;

/** The effective changes of one piece of equipment, newest first, paged (POST /a/stone/eqm/changeEqmHis). */
const fetchChangeHistory = (p: Platform, body: ChangeHistoryBody) =>
  unwrap(p.client.POST('/a/stone/eqm/changeEqmHis', { body }));
export const useChangeHistory = queryHook([...equipmentKey, 'change-history'], fetchChangeHistory, {
  enabled: (body) => !!body.oidno,
  keepPrevious: true,
});
