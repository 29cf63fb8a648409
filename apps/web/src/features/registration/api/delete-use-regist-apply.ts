import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Deletes a draft use-registration application (POST /a/stone/epPemUseregistApply/delete). */
export const deleteUseRegistApply = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/epPemUseregistApply/delete', { body: { id } }));
