import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { terminationKey } from './keys';

export type TerminationListBody = BodyOf<'listTerminationApplies'>;
export type TerminationApply = components['schemas']['TerminationApply'];

export const terminationListKey = [...terminationKey, 'list'] as const;
/** The unit's stop / scrap / cancel / restart applications, paged (POST /a/stone/pemEqmRlvBasic/list). */
export const fetchTerminationList = (p: Platform, body: TerminationListBody) =>
  unwrap(p.client.POST('/a/stone/pemEqmRlvBasic/list', { body }));
