import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import type { Lifecycle } from './lifecycle';

/**
 * The hook that gives the pages of one business object (its list, query and detail pages) the same
 * calls: its lifecycle, its save (draft or commit) and the query keys its changes make stale (its
 * root, the desk's counts and what it `touches`). Lifecycle actions invalidate them through the
 * lifecycle UI; a save and `refresh` invalidate them here.
 */
export function recordCalls<Row, Args extends unknown[] = [], Body = never, Saved = unknown>(spec: {
  /** The object's query-key root: every query of the object starts with it. */
  queryKey: QueryKey;
  /** Roots of other objects a change of this one makes stale (e.g. the equipment an application's flow holds). */
  touches?: readonly QueryKey[];
  lifecycle: (platform: Platform, ...args: Args) => Lifecycle<Row>;
  save?: (platform: Platform, body: Body, commit: boolean) => Promise<Saved>;
}) {
  return function useRecordCalls(...args: Args) {
    const platform = usePlatform();
    const qc = useQueryClient();
    // A saved application also changes the desk's counts (drafts, returned): they are asked again.
    const invalidate: readonly QueryKey[] = [spec.queryKey, ['home'], ...(spec.touches ?? [])];
    const refresh = () => {
      for (const queryKey of invalidate) void qc.invalidateQueries({ queryKey });
    };
    const save = async (body: Body, commit: boolean): Promise<Saved> => {
      if (!spec.save) throw new Error(`${spec.queryKey.join('/')} has no save`);
      const saved = await spec.save(platform, body, commit);
      refresh();
      return saved;
    };
    return { lifecycle: spec.lifecycle(platform, ...args), invalidate, refresh, save };
  };
}
