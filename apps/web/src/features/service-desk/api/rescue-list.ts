import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { rescueKey } from './keys';

export type RescueListBody = BodyOf<'listRescueRecords'>;
export type RescueRecord = components['schemas']['RescueRecord'];

export const rescueListKey = [...rescueKey, 'list'] as const;
/** Rescue registrations, paged (POST /a/stone/rescue/list). */
export const fetchRescueList = (p: Platform, body: RescueListBody) =>
  unwrap(p.client.POST('/a/stone/rescue/list', { body }));
