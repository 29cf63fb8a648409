import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type RegistChangeListBody = BodyOf<'listUseRegistChanges'>;
export type RegistChange = components['schemas']['UseRegistChange'];

export const registChangeListKey = ['registration-change', 'regist-change-list'] as const;
/** The unit's use-registration change applications, paged (POST /a/stone/useRegistChange/list). */
export const fetchRegistChangeList = (p: Platform, body: RegistChangeListBody) => unwrap(p.client.POST('/a/stone/useRegistChange/list', { body }));
