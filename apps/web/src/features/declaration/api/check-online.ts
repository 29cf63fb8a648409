import { unwrap, type OperationTypes } from '@tzsb/sdk';
import type { Platform } from '../../../app/platform';

export type CheckOnlineBody = NonNullable<OperationTypes['checkOnlineInspection']['requestBody']>['content']['application/x-www-form-urlencoded'];

/** Whether the chosen equipment may be declared online: registered, in use, due, not in another flow (POST /a/stone/appOnline/checkOnline). */
export const checkOnlineInspection = (p: Platform, body: CheckOnlineBody) => unwrap(p.client.POST('/a/stone/appOnline/checkOnline', { body }));
