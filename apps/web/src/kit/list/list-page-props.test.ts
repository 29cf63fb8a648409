import { describe, expect, it } from 'vitest';
import { rowKeyOf, type ListPageProps } from './list-page-props';
import { listSource } from './source';

const source = <Row>() =>
  listSource({ filters: [], queryKey: ['x'], fetch: async () => ({ list: [] as Row[], count: 0 }) });

describe("a list's row key", () => {
  it("is the row's id unless the list gives its own", () => {
    const byId: ListPageProps<{ id: string }, Record<string, never>> = { source: source(), columns: [] };
    expect(rowKeyOf(byId)({ id: 'a1' })).toBe('a1');
    const byCode: ListPageProps<{ oidno: string }, Record<string, never>> = {
      source: source(),
      columns: [],
      rowKey: (r) => r.oidno,
    };
    expect(rowKeyOf(byCode)({ oidno: 'E1' })).toBe('E1');
  });

  it('is required where the rows have no id', () => {
    // @ts-expect-error rows without an id need their rowKey
    const missing: ListPageProps<{ oidno: string }, Record<string, never>> = { source: source(), columns: [] };
    expect(missing.columns).toEqual([]);
  });
});
