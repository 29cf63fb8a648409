import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** The server's check of an application's required attachments before a submit (POST /a/stone/epPemUseregistApply/checkUseAtt). */
export const checkApplyAttachments = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/epPemUseregistApply/checkUseAtt', { body: { id } }));
