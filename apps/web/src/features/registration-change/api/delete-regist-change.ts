import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type DeleteRegistChangeBody = BodyOf<'deleteUseRegistChange'>;

/** Deletes a draft or returned use-registration change application (POST /a/stone/useRegistChange/delete). */
export const deleteRegistChange = (p: Platform, body: DeleteRegistChangeBody) =>
  unwrap(p.client.POST('/a/stone/useRegistChange/delete', { body }));
