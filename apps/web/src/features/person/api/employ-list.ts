import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { operatorKey } from './keys';

export type EmployListBody = BodyOf<'listEmployedOperator'>;
export type Employment = components['schemas']['Employment'];

export const employListKey = [...operatorKey, 'employ', 'list'] as const;
/** Operators employed by the unit, paged (POST /api/worapply/employlist). */
export const fetchEmployList = (p: Platform, body: EmployListBody) =>
  unwrap(p.client.POST('/api/worapply/employlist', { body }));
