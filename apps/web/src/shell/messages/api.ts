import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';

export type Message = components['schemas']['Message'];
export type MessageFilter = 'unread' | 'all';

/** Every answer about the unit's messages: reading one makes them all stale. */
const messageKey = ['message'] as const;
const PAGE_SIZE = 20;

/**
 * The unit's unread messages, for the bell: asked again every minute while the window has the focus
 * (TanStack Query pauses the interval in a hidden tab), and whenever the list is read.
 */
export function useUnreadCount(enabled: boolean) {
  const { client } = usePlatform();
  return useQuery({
    queryKey: [...messageKey, 'unread'],
    queryFn: ({ signal }) =>
      // A poll is not the user's activity: the session's idle time-out goes on.
      unwrap(
        client.GET('/a/stone/message/unreadCount', { params: { query: { __notUpdateSession: true } }, signal }),
      ).then((d) => d.count),
    enabled,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** The messages, newest first, a page at a time: unread ones, or all. */
export function useMessages(filter: MessageFilter, enabled: boolean) {
  const { client } = usePlatform();
  return useInfiniteQuery({
    queryKey: [...messageKey, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.POST('/a/stone/message/list', {
          body: { pageNo: pageParam, pageSize: PAGE_SIZE, ...(filter === 'unread' ? { readFlag: '0' as const } : {}) },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.count ? last.pageNo + 1 : undefined),
    enabled,
    staleTime: 0,
  });
}

/** Marks messages read (some, or all of the unit's); the bell and the lists follow. */
export function useReadMessages() {
  const { client } = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[] | 'all') =>
      ids === 'all'
        ? unwrap(client.POST('/a/stone/message/readAll'))
        : unwrap(client.POST('/a/stone/message/read', { body: { ids: ids.join(',') } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKey }),
  });
}
