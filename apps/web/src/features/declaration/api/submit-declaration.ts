import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Submits a saved draft or a returned declaration (POST /a/stone/declaration/submit, inferred). */
export const submitDeclaration = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/declaration/submit', { body: { id } }));
