import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';
import { recordHook } from '@/kit/api/call-hooks';

/**
 * The registered summary of one piece of equipment (GET /a/stone/eqm/basicDetail): the head of an
 * application about it (change, stop, inspection), as registered now.
 */
const fetchEquipmentBasic = (p: Platform, oidno: string) =>
  unwrap(p.client.GET('/a/stone/eqm/basicDetail', { params: { query: { oidno } } }));
export const useEquipmentBasic = recordHook([...equipmentKey, 'basic'], fetchEquipmentBasic);
