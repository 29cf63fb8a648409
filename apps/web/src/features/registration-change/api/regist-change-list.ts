import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { registChangeKey } from './keys';

export type RegistChangeListBody = BodyOf<'listUseRegistChanges'>;
export type RegistChange = components['schemas']['UseRegistChange'];

export const registChangeListKey = [...registChangeKey, 'list'] as const;
/** The unit's use-registration change applications, paged (POST /a/stone/useRegistChange/list). */
export const fetchRegistChangeList = (p: Platform, body: RegistChangeListBody) =>
  unwrap(p.client.POST('/a/stone/useRegistChange/list', { body }));
