import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

/** One call of the contract: the platform's client and the call's one argument (an id, a body). */
type Call<Arg, Data> = (platform: Platform, arg: Arg) => Promise<Data>;

/** What a call's query sets beside its key and function. */
interface QueryExtras<Arg> {
  /** Whether to ask at all for this argument (an id not known yet, a body without its key fields). */
  enabled?: (arg: Arg) => boolean;
  staleTime?: number;
  retry?: boolean;
  /** Keep the rows of the previous argument on screen while the next ones load (a paged table). */
  keepPrevious?: boolean;
}

/**
 * The options of a call's query: the key is the object's prefix followed by the argument, so a
 * mutation that invalidates the prefix makes every answer of the call stale.
 */
function callQueryOptions<Arg, Data>(queryKey: QueryKey, call: Call<Arg, Data>, extras: QueryExtras<Arg> = {}) {
  const { enabled, keepPrevious, ...rest } = extras;
  return (platform: Platform, arg: Arg) =>
    queryOptions({
      queryKey: [...queryKey, arg],
      queryFn: () => call(platform, arg),
      ...rest,
      ...(enabled ? { enabled: enabled(arg) } : {}),
      ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    });
}

/** The hook of a call's query (`export const useFaultDetail = recordHook(faultDetailKey, fetchFaultDetail)`). */
export function queryHook<Arg, Data>(queryKey: QueryKey, call: Call<Arg, Data>, extras: QueryExtras<Arg> = {}) {
  const options = callQueryOptions(queryKey, call, extras);
  return function useCallQuery(arg: Arg) {
    return useQuery(options(usePlatform(), arg));
  };
}

/** The hook of one record by its id (or code): nothing is asked for while the id is empty. */
export const recordHook = <Data>(
  queryKey: QueryKey,
  call: Call<string, Data>,
  extras: Omit<QueryExtras<string>, 'enabled'> = {},
) => queryHook(queryKey, call, { ...extras, enabled: (id) => !!id });

/**
 * The hook of a call that changes an object: once it succeeds, every query under the object's key
 * prefix is stale (lists, details, counts). The mutation settles at once, or with `waitForRefresh`
 * once the queries on screen have been fetched again (a dialog that closes onto the updated list).
 */
export function mutationHook<Body, Result>(
  call: Call<Body, Result>,
  invalidates: QueryKey,
  { waitForRefresh = false }: { waitForRefresh?: boolean } = {},
) {
  return function useCallMutation() {
    const platform = usePlatform();
    const qc = useQueryClient();
    const refresh = () => qc.invalidateQueries({ queryKey: invalidates });
    return useMutation({
      mutationFn: (body: Body) => call(platform, body),
      onSuccess: waitForRefresh ? refresh : () => void refresh(),
    });
  };
}
