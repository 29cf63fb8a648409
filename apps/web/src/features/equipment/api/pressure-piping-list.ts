import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type PressurePipingListBody = BodyOf<'listPressurePiping'>;

export const pressurePipingListKey = ['equipment', 'pressurePipingList'] as const;
/** Pressure piping components (压力管道元件, 7000), paged (POST /a/stone/eqm/pressurePipingList). */
export const fetchPressurePipingList = (p: Platform, body: PressurePipingListBody) => unwrap(p.client.POST('/a/stone/eqm/pressurePipingList', { body }));
