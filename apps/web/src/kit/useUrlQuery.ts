import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SAME_TAB_STATE } from '@/platform/tab-identity';

/**
 * Filters and paging kept in the address, so a tab reload and the back button keep them. Values
 * are strings; `pageNo`/`pageSize` are numbers. Empty values are dropped from the address; query
 * parameters this list does not own (the page's `view`, a hint's `holder`) are kept as they are.
 */
/** Filters and paging as an address holds them (what `useUrlQuery` reads, for a prefetch too). */
export function readUrlQuery<F extends Record<string, string>>(
  defaults: F,
  params: URLSearchParams,
  defaultPageSize = 10,
) {
  const out: Record<string, string> = { ...defaults };
  for (const k of Object.keys(defaults)) {
    const v = params.get(k);
    if (v !== null) out[k] = v;
  }
  return {
    filters: out as F,
    pageNo: Math.max(1, Number(params.get('pageNo')) || 1),
    pageSize: Math.max(1, Number(params.get('pageSize')) || defaultPageSize),
  };
}

export function useUrlQuery<F extends Record<string, string>>(defaults: F, defaultPageSize = 10) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const names = Object.keys(defaults).join('\n');
  const filters = useMemo(
    () => readUrlQuery(defaults, params, defaultPageSize).filters,
    // Recomputed when the address or the set of filters changes, not for a new `defaults` object.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `params` and `defaults` are new objects on each render; their content is `key` and `names`
    [key, names],
  );
  const { pageNo, pageSize } = readUrlQuery({}, params, defaultPageSize);

  const write = useCallback(
    (next: Record<string, string | number | undefined>) => {
      const merged: Record<string, string | number | undefined> = { ...filters, pageNo, pageSize, ...next };
      const sp = new URLSearchParams(params);
      for (const [k, v] of Object.entries(merged)) {
        sp.delete(k);
        if (v === '' || v === undefined || v === null) continue;
        if (k === 'pageNo' && v === 1) continue;
        if (k === 'pageSize' && v === defaultPageSize) continue;
        sp.set(k, String(v));
      }
      // The same address: nothing to change (the caller may fetch the same rows again).
      if (sp.toString() === params.toString()) return false;
      // Replaces the entry and keeps the page's tab (no new tab, no history entry per page turn).
      setParams(sp, { replace: true, state: SAME_TAB_STATE });
      return true;
    },
    [filters, pageNo, pageSize, params, setParams, defaultPageSize],
  );

  return {
    filters,
    pageNo,
    pageSize,
    /** New filters start again from page 1; false when they are the ones shown (the address stays). */
    search: (next: Record<string, string>) => write({ ...next, pageNo: 1 }),
    reset: () => write({ ...defaults, pageNo: 1 }),
    setPage: (n: number) => write({ pageNo: n }),
    setPageSize: (n: number) => write({ pageSize: n, pageNo: 1 }),
  };
}
