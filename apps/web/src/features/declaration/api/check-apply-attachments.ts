import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type CheckApplyAttachmentsBody = NonNullable<OperationTypes['checkOnlineApplyAttachments']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** The server's check that an application carries every attachment its kind of inspection needs (POST /a/stone/appOnline/checkCompletenessOfAttachments). */
export const checkApplyAttachments = (p: Platform, body: CheckApplyAttachmentsBody) => unwrap(p.client.POST('/a/stone/appOnline/checkCompletenessOfAttachments', { body }));
