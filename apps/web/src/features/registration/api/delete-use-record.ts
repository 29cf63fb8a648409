import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Deletes a draft use-registration record (POST /a/stone/eqmBcwBasic/delete). */
export const deleteUseRecord = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/delete', { body: { id } }));
