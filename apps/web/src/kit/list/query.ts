/**
 * The contract's request body from a list query: empty filters are left out (the server reads an
 * absent field as "any"), `extra` adds the page's fixed conditions. Filter names are checked
 * against `Body` by `FiltersOf`; their values come from the address as text, and the form encoding
 * sends text anyway, so the values are taken as the body's. `Body` is inferred from where the
 * result goes: `fetchEquipmentList(platform, toBody(query))`.
 */
export function toBody<Body>(query: object, extra?: Partial<Body>): Body {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) if (v !== '' && v !== undefined && v !== null) out[k] = v;
  return { ...out, ...extra } as Body;
}

/** A list query's filters alone, without paging and sorting: for an export of the whole list. */
export function withoutPaging<Q extends object>(query: Q): Omit<Q, 'pageNo' | 'pageSize' | 'orderBy'> {
  const {
    pageNo: _pageNo,
    pageSize: _pageSize,
    orderBy: _orderBy,
    ...filters
  } = query as Q & { pageNo?: unknown; pageSize?: unknown; orderBy?: unknown };
  return filters;
}
