import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { terminationKey } from './keys';

const cancellationNoticeKey = [...terminationKey, 'cancellation-notice'] as const;
/** The cancellation notice of a cancelled use registration, for printing (GET /a/stone/eqmBcwBasic/cancellationNotice). */
const fetchCancellationNotice = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/eqmBcwBasic/cancellationNotice', { params: { query: { id } } }));
const cancellationNoticeQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...cancellationNoticeKey, id],
    queryFn: () => fetchCancellationNotice(p, id),
    enabled: !!id,
  });
export const useCancellationNotice = (id: string) => useQuery(cancellationNoticeQuery(usePlatform(), id));
