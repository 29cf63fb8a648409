import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type SelfDetectionListBody = BodyOf<'listSelfDetectionRecords'>;
export type SelfDetectionRecord = components['schemas']['SelfDetectionRecord'];

export const selfDetectionListKey = ['maintenance', 'self-detection'] as const;
/** Annual self-inspection records, paged (POST /a/stone/maintenance/selfDetectionList). */
export const fetchSelfDetectionList = (p: Platform, body: SelfDetectionListBody) => unwrap(p.client.POST('/a/stone/maintenance/selfDetectionList', { body }));
export const selfDetectionListQuery = (p: Platform, body: SelfDetectionListBody) =>
  queryOptions({ queryKey: [...selfDetectionListKey, body], queryFn: () => fetchSelfDetectionList(p, body), placeholderData: keepPreviousData });
export const useSelfDetectionList = (body: SelfDetectionListBody) => useQuery(selfDetectionListQuery(usePlatform(), body));
