import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type UnitEquipment = components['schemas']['Equipment'];

/**
 * The unit's equipment (first 100, POST /a/stone/eqm/list) with the fields a change or termination
 * form shows: class, current use address, internal number, safety manager (the "before" values).
 */
export const fetchUnitEquipment = (p: Platform) => unwrap(p.client.POST('/a/stone/eqm/list', { body: { pageNo: 1, pageSize: 100 } })).then((page) => page.list);
