import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Deletes a draft or returned declaration (POST /a/stone/declaration/delete, inferred). */
export const deleteDeclaration = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/declaration/delete', { body: { id } }));
