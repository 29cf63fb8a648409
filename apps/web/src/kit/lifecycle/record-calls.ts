import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import type { Lifecycle } from './lifecycle';

/**
 * The hook that gives the pages of one business object (its list, query and detail pages) the same
 * calls: its lifecycle, its save (draft or commit) and the object's query-key root, the one prefix
 * its changes make stale. Lifecycle actions invalidate the root through the lifecycle UI; a save and
 * `refresh` invalidate it here.
 */
export function recordCalls<Row, Args extends unknown[] = [], Body = never, Saved = unknown>(spec: {
  /** The object's query-key root: every query of the object starts with it. */
  queryKey: QueryKey;
  lifecycle: (platform: Platform, ...args: Args) => Lifecycle<Row>;
  save?: (platform: Platform, body: Body, commit: boolean) => Promise<Saved>;
}) {
  return function useRecordCalls(...args: Args) {
    const platform = usePlatform();
    const qc = useQueryClient();
    // A saved application also changes the desk's counts (drafts, returned): they are asked again.
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: spec.queryKey });
      void qc.invalidateQueries({ queryKey: ['home'] });
    };
    const save = async (body: Body, commit: boolean): Promise<Saved> => {
      if (!spec.save) throw new Error(`${spec.queryKey.join('/')} has no save`);
      const saved = await spec.save(platform, body, commit);
      refresh();
      return saved;
    };
    return { lifecycle: spec.lifecycle(platform, ...args), invalidate: spec.queryKey, refresh, save };
  };
}
