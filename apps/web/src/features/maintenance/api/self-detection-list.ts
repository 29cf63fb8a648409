import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SelfDetectionListBody = BodyOf<'listSelfDetectionRecords'>;

export const selfDetectionListKey = ['maintenance', 'self-detection'] as const;
/** Annual self-inspection records, paged (POST /a/stone/maintenance/selfDetectionList). */
export const fetchSelfDetectionList = (p: Platform, body: SelfDetectionListBody) =>
  unwrap(p.client.POST('/a/stone/maintenance/selfDetectionList', { body }));
