import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { unitKey } from '@/shared/unit/api/keys';

export type UnitChangesBody = BodyOf<'listUnitChanges'>;
export type UnitChangeRecord = components['schemas']['UnitChangeRecord'];

export const unitChangesKey = [...unitKey, 'changes'] as const;
/** The unit's change applications, paged (POST /a/stone/unit/findChangeUnit): 变更记录. */
export const fetchUnitChanges = (p: Platform, body: UnitChangesBody) =>
  unwrap(p.client.POST('/a/stone/unit/findChangeUnit', { body }));
