import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Takes back a submitted use-registration record not yet accepted; it becomes a draft again (POST /a/stone/eqmBcwBasic/rollbackBcw). */
export const rollbackUseRecord = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/eqmBcwBasic/rollbackBcw', { body: { id } }));
