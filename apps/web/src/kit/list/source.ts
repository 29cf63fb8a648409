import type { Platform } from '@/platform/platform';
import type { PagePrefetch } from '@/platform/page-loader';
import { queryClientOf } from '@/platform/query-client';
import { readUrlQuery } from '@/kit/useUrlQuery';
import { toBody } from './query';
import { filterDefaults, type FilterSpec, type FilterValues, type ListQuery, type Page } from './types';

/**
 * Where a list's rows come from, declared once at module level: its filters, its cache key and its
 * call. The page renders it (`<ListPage source={…}>`), and the route's `prefetch` starts the same
 * call from the address before the page's code has rendered (`prefetchList`), so a list not opened
 * before loads its code and its rows in parallel.
 */
export interface ListSource<Row, F extends FilterValues> {
  filters: FilterSpec<F>[];
  /**
   * Filters without an input of their own, set by a link (the holder whose certificates are shown):
   * kept in the address and sent with the others.
   */
  hiddenFilters?: (keyof F & string)[];
  /** Cache key prefix of this list (the page's call). */
  queryKey: readonly unknown[];
  fetch: (platform: Platform, query: ListQuery<F>) => Promise<Page<Row>>;
}

/** A list's source, its row and filter types inferred from its call and filters. */
export const listSource = <Row, F extends FilterValues>(source: ListSource<Row, F>): ListSource<Row, F> => source;

/**
 * The source of a list whose call takes its filters as the request body (`toBody`: empty filters
 * left out), the common case: `bodyListSource(filters, equipmentListKey, fetchEquipmentList)`.
 */
export const bodyListSource = <Row, F extends FilterValues, Body>(
  filters: FilterSpec<F>[],
  queryKey: readonly unknown[],
  fetch: (platform: Platform, body: Body) => Promise<Page<Row>>,
  hiddenFilters?: (keyof F & string)[],
): ListSource<Row, F> => ({
  filters,
  ...(hiddenFilters ? { hiddenFilters } : {}),
  queryKey,
  fetch: (platform, query) => fetch(platform, toBody<Body>(query)),
});

/** What 重置 restores: every filter's default, and no sort. */
export const listDefaults = <F extends FilterValues>(source: ListSource<unknown, F>) =>
  ({ ...filterDefaults(source.filters, source.hiddenFilters), orderBy: '' }) as F & { orderBy: string };

/** The query a list sends for its filters (with the sort as `orderBy`) and paging. */
export function listQuery<F extends FilterValues>(
  filters: F & { orderBy?: string },
  pageNo: number,
  pageSize: number,
): ListQuery<F> {
  const { orderBy, ...rest } = filters;
  return { ...rest, pageNo, pageSize, ...(orderBy ? { orderBy } : {}) } as ListQuery<F>;
}

/** The cache entry of one query of a list: the same for the page and for its prefetch. */
export const listQueryOptions = <Row, F extends FilterValues>(
  platform: Platform,
  source: ListSource<Row, F>,
  query: ListQuery<F>,
) => ({
  queryKey: [...source.queryKey, query],
  queryFn: () => source.fetch(platform, query),
});

/**
 * A route's prefetch of a list: the query its address asks for (filters, page, sort), fetched only
 * when the cache holds nothing for it, so a cached tab shown again or a list seen moments ago sends
 * nothing (the page itself refreshes what is stale as it always did).
 */
export const prefetchList =
  <Row, F extends FilterValues>(source: ListSource<Row, F>): PagePrefetch =>
  (platform, { search }) => {
    const { filters, pageNo, pageSize } = readUrlQuery(listDefaults(source), search);
    return queryClientOf(platform).ensureQueryData(
      listQueryOptions(platform, source, listQuery(filters, pageNo, pageSize)),
    );
  };
