import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CheckApplyAttachmentsBody = BodyOf<'checkOnlineApplyAttachments'>;

/** The server's check that an application carries every attachment its kind of inspection needs (POST /a/stone/appOnline/checkCompletenessOfAttachments). */
export const checkApplyAttachments = (p: Platform, body: CheckApplyAttachmentsBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/checkCompletenessOfAttachments', { body }));
