import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Submits a draft or returned use-registration record (POST /a/stone/eqmBcwBasic/commit). */
export const commitUseRecord = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/commit', { body: { id } }));
