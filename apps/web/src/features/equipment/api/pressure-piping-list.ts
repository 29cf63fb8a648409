import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { equipmentKey } from '@/shared/equipment/api/keys';

export type PressurePipingListBody = BodyOf<'listPressurePiping'>;

export const pressurePipingListKey = [...equipmentKey, 'pressure-piping-list'] as const;
/** Pressure piping components (压力管道元件, 7000), paged (POST /a/stone/eqm/pressurePipingList). */
export const fetchPressurePipingList = (p: Platform, body: PressurePipingListBody) =>
  unwrap(p.client.POST('/a/stone/eqm/pressurePipingList', { body }));
