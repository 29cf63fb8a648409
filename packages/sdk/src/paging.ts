// Paging through the platform's lists: every operation that takes the page query (pageNo, pageSize)
// and answers `data: { list, count, pageNo, pageSize }` (src/generated/paging.ts, from the contract).
import type { paths } from './generated/schema';
import { pagedOperations, type PagedPath } from './generated/paging';
import type { CallOptions, TzsbClient } from './client';
import { ApiError } from './errors';
import { readEnvelope } from './envelope';

export type { PagedPath } from './generated/paging';

type PagedOperation<P extends PagedPath> = paths[P][(typeof pagedOperations)[P]];
type FormOf<Op> = Op extends { requestBody?: { content: { 'application/x-www-form-urlencoded': infer B } } }
  ? B
  : never;
type DataOfOk<Op> = Op extends { responses: { 200: { content: { 'application/json': { data?: infer D } } } } }
  ? NonNullable<D>
  : never;

/** The filters (and `pageSize`, `orderBy`) of a paged list; `pageNo` is the paginator's. */
export type PageFilters<P extends PagedPath> = Omit<FormOf<PagedOperation<P>>, 'pageNo'>;
/** One row of a paged list. */
export type RowOf<P extends PagedPath> = DataOfOk<PagedOperation<P>> extends { list: (infer R)[] } ? R : never;

/** One page as the server answered it. */
export interface Page<Row> {
  list: Row[];
  count: number;
  pageNo: number;
  pageSize: number;
}

export interface PaginateOptions<P extends PagedPath> extends CallOptions {
  /** Filters, sorting and page size (default 50) of the list; everything but `pageNo`. */
  body?: PageFilters<P>;
  /** The page to start from (default 1). */
  startPage?: number;
}

/** Rows one at a time (`for await`), pages (`pages()`), or a list (`collect()`). */
export interface Paginator<Row> extends AsyncIterable<Row> {
  /** The pages, one answer each; stops after the last page by `count`. */
  pages(): AsyncIterableIterator<Page<Row>>;
  /** The rows in one array; `limit` stops early (and asks for no more rows than it needs). */
  collect(options?: { limit?: number }): Promise<Row[]>;
}

const DEFAULT_PAGE_SIZE = 50;
const UNREADABLE_PAGE = '服务器返回的分页数据无法识别，请稍后再试';

/**
 * Pages through a list operation: `for await (const row of paginate(client, '/a/stone/eqm/list', {
 * body: { equclacode: '3000' } }))`. Each page is one call with the client's time limit and retries;
 * paging stops on the last page by `count` (or on an empty page). A server that answers another
 * page than the one asked for fails with an `ApiError` rather than repeating rows forever.
 */
export function paginate<P extends PagedPath>(
  client: TzsbClient,
  path: P,
  options: PaginateOptions<P> = {},
): Paginator<RowOf<P>> {
  const { body, startPage = 1, ...call } = options;
  const method = pagedOperations[path].toUpperCase();
  const operation = `${method} ${path}`;
  const filters = (body ?? {}) as Record<string, unknown>;

  async function* pages(limit = Infinity): AsyncIterableIterator<Page<RowOf<P>>> {
    const pageSize = Math.max(1, Math.min(Number(filters.pageSize ?? DEFAULT_PAGE_SIZE), limit));
    let seen = 0;
    for (let pageNo = startPage; ; pageNo++) {
      const { data } = await (client.request as (m: string, u: string, i: object) => Promise<{ data?: unknown }>)(
        method,
        path,
        {
          ...call,
          body: { ...filters, pageNo, pageSize },
        },
      );
      const outcome = readEnvelope(data);
      const page = (outcome.ok ? outcome.data : undefined) as Partial<Page<RowOf<P>>> | undefined;
      if (!page || !Array.isArray(page.list) || typeof page.count !== 'number') {
        throw new ApiError('http', UNREADABLE_PAGE, { status: 200, operation, body: data });
      }
      if (typeof page.pageNo === 'number' && page.pageNo !== pageNo) {
        throw new ApiError('http', `服务器没有按页码返回数据（请求第 ${pageNo} 页，返回了第 ${page.pageNo} 页）`, {
          status: 200,
          operation,
          body: data,
        });
      }
      yield page as Page<RowOf<P>>;
      seen += page.list.length;
      const size = typeof page.pageSize === 'number' && page.pageSize > 0 ? page.pageSize : pageSize;
      if (!page.list.length || (startPage - 1) * size + seen >= page.count || seen >= limit) return;
    }
  }

  async function* rows(limit = Infinity): AsyncIterableIterator<RowOf<P>> {
    let given = 0;
    for await (const page of pages(limit)) {
      for (const row of page.list) {
        if (given++ >= limit) return;
        yield row;
      }
    }
  }

  return {
    [Symbol.asyncIterator]: () => rows(),
    pages: () => pages(),
    async collect({ limit = Infinity } = {}) {
      const out: RowOf<P>[] = [];
      if (limit <= 0) return out;
      for await (const row of rows(limit)) out.push(row);
      return out;
    },
  };
}
