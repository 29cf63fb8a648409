import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { terminationKey } from './keys';
import { recordHook } from '@/kit/api/call-hooks';

const cancellationNoticeKey = [...terminationKey, 'cancellation-notice'] as const;
/** The cancellation notice of a cancelled use registration, for printing (GET /a/stone/eqmBcwBasic/cancellationNotice). */
const fetchCancellationNotice = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/eqmBcwBasic/cancellationNotice', { params: { query: { id } } }));
export const useCancellationNotice = recordHook(cancellationNoticeKey, fetchCancellationNotice);
