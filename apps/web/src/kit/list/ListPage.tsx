import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Checkbox, Group, Menu, Pagination, ScrollArea, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsSort, IconDots, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useUrlQuery } from '@/kit/useUrlQuery';
import { openReasonDialog } from '@/kit/dialogs/ReasonDialog';
import { openConfirmDialog } from '@/kit/dialogs/ConfirmDialog';
import { failureMessage } from '@/kit/useSubmit';
import { maskPersonal } from '@/platform/personalData';
import { FilterBar } from './FilterBar';
import { rowNameOf } from './rowName';
import { filterDefaults, type ColumnSpec, type FilterSpec, type FilterValues, type ListQuery, type Page, type RowAction } from './types';

export const PAGE_SIZES = [10, 20, 50, 100];

export interface ListPageProps<Row, F extends FilterValues> {
  title: string;
  filters: FilterSpec<F>[];
  /**
   * Filters without an input of their own, set by a link (the holder whose certificates are shown):
   * kept in the address and sent with the others.
   */
  hiddenFilters?: (keyof F & string)[];
  /** Cache key prefix of this list (the page's call). */
  queryKey: readonly unknown[];
  fetch: (query: ListQuery<F>) => Promise<Page<Row>>;
  columns: ColumnSpec<Row>[];
  rowKey: (row: Row) => string;
  /**
   * What a screen reader names a row by (更多操作：1号客梯): e.g. the equipment's name and code.
   * Without it, the text of the row's first column.
   */
  rowName?: (row: Row) => string;
  rowActions?: RowAction<Row>[];
  /** Shows checkboxes; the toolbar receives the selected rows. */
  selectable?: boolean;
  toolbar?: (ctx: { query: ListQuery<F>; selected: Row[]; clearSelection: () => void }) => ReactNode;
  emptyText?: string;
  /** Content above the table (e.g. a summary). */
  header?: ReactNode;
}

const cellOf = <Row,>(col: ColumnSpec<Row>, row: Row): ReactNode => {
  if (col.render) return col.render(row);
  const v = 'key' in col ? (row as Record<string, unknown>)[col.key] : undefined;
  if (v === null || v === undefined || v === '') return '—';
  return 'key' in col && col.mask ? maskPersonal(col.mask, String(v)) : String(v);
};
const colId = <Row,>(col: ColumnSpec<Row>) => ('key' in col ? col.key : col.id);

/**
 * A list page as a declaration: filters, columns, actions. The kit does the filter form, paging
 * (10/20/50/100 with the total), sorting, selection, loading, empty and error states, confirmation
 * of destructive actions, and keeps filters, page and sort in the address.
 */
export function ListPage<Row, F extends FilterValues>(props: ListPageProps<Row, F>) {
  const { title, filters, hiddenFilters, queryKey, fetch, columns, rowKey, rowName, rowActions, selectable, toolbar, emptyText, header } = props;
  const defaults = useMemo(() => filterDefaults(filters, hiddenFilters), [filters, hiddenFilters]);
  const url = useUrlQuery({ ...defaults, orderBy: '' });
  const { orderBy } = url.filters;
  // Same object while the address is unchanged: the filter form re-syncs its draft only when the
  // address changes, so a re-render (a fetch ending, a row selected) never drops what is typed.
  const filterValues = useMemo(() => {
    const { orderBy: _orderBy, ...rest } = url.filters;
    return rest as unknown as F;
  }, [url.filters]);
  const { pageNo, pageSize } = url;
  const query = useMemo(() => ({ ...filterValues, pageNo, pageSize, ...(orderBy ? { orderBy } : {}) }) as ListQuery<F>, [filterValues, pageNo, pageSize, orderBy]);
  const result = useQuery({ queryKey: [...queryKey, query], queryFn: () => fetch(query), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<Map<string, Row>>(new Map());
  const rows = result.data?.list ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(rowKey(r)));

  const toggleSort = (field: string) => {
    const [f, dir] = orderBy.split(' ');
    const next = f !== field ? `${field} asc` : dir === 'asc' ? `${field} desc` : '';
    url.search({ ...filterValues, orderBy: next });
  };

  // Row actions running now (row key and label): busy from the click until the answer, so a second
  // click sends nothing.
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const runAction = (a: RowAction<Row>, row: Row) => {
    const id = `${rowKey(row)}\u0000${a.label}`;
    if (inFlight.current.has(id)) return;
    const track = async (work: () => unknown) => {
      inFlight.current.add(id);
      setRunning(new Set(inFlight.current));
      try { await work(); } finally { inFlight.current.delete(id); setRunning(new Set(inFlight.current)); }
    };
    if (a.reason) {
      void track(() => openReasonDialog({ title: a.label, label: a.reason!.label, description: a.reason!.description?.(row), color: a.color, onSubmit: async (reason) => { await a.onClick(row, reason); } }));
      return;
    }
    if (a.confirm) {
      // The dialog stays open and busy until the answer, and shows a failure itself.
      void track(() => openConfirmDialog({ title: `确认${a.label}`, message: a.confirm!(row), confirmLabel: '确定', color: a.color ?? 'red', onConfirm: async () => { await a.onClick(row); } }));
      return;
    }
    void track(async () => {
      try {
        await a.onClick(row);
      } catch (e) {
        notifications.show({ color: 'red', title: `${a.label}失败`, message: failureMessage(e) });
      }
    });
  };
  const isRunning = (a: RowAction<Row>, row: Row) => running.has(`${rowKey(row)}\u0000${a.label}`);

  const ariaSort = (field: string) => {
    const [f, dir] = orderBy.split(' ');
    return f !== field ? 'none' : dir === 'desc' ? 'descending' : 'ascending';
  };
  const sortIcon = (field: string) => {
    const [f, dir] = orderBy.split(' ');
    if (f !== field) return <IconArrowsSort size={14} opacity={0.5} />;
    return dir === 'asc' ? <IconSortAscending size={14} /> : <IconSortDescending size={14} />;
  };

  return (
    <>
      {filters.length > 0 && (
        <PageCard>
          <FilterBar specs={filters} value={filterValues} defaults={defaults} onSearch={(f) => url.search({ ...f, orderBy })} />
        </PageCard>
      )}
      <PageCard
        title={title}
        actions={toolbar && <Group gap="xs">{toolbar({ query, selected: [...selected.values()], clearSelection: () => setSelected(new Map()) })}</Group>}
      >
        {header}
        <QueryState query={result} isEmpty={(d) => !d.list.length} empty={emptyText ?? '没有符合条件的记录'}>
          {(data) => (
            <>
              <ScrollArea type="auto">
                <Table striped highlightOnHover verticalSpacing="xs" miw={900} aria-label={title} aria-busy={result.isFetching}>
                  <Table.Thead>
                    <Table.Tr>
                      {selectable && (
                        <Table.Th w={40}>
                          <Checkbox
                            aria-label="选择本页全部"
                            checked={allOnPage}
                            indeterminate={!allOnPage && rows.some((r) => selected.has(rowKey(r)))}
                            onChange={() => setSelected((s) => {
                              const next = new Map(s);
                              for (const r of rows) { if (allOnPage) next.delete(rowKey(r)); else next.set(rowKey(r), r); }
                              return next;
                            })}
                          />
                        </Table.Th>
                      )}
                      {columns.map((c) => (
                        <Table.Th key={colId(c)} w={c.width} style={{ whiteSpace: 'nowrap' }} aria-sort={c.sortField ? ariaSort(c.sortField) : undefined}>
                          {c.sortField ? (
                            // Named by its visible title (the sort order is the header's aria-sort).
                            <UnstyledButton onClick={() => toggleSort(c.sortField!)}>
                              <Group gap={4} wrap="nowrap"><Text fw={700} size="sm">{c.title}</Text>{sortIcon(c.sortField)}</Group>
                            </UnstyledButton>
                          ) : c.title}
                        </Table.Th>
                      ))}
                      {rowActions?.length ? <Table.Th w={140}>操作</Table.Th> : null}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.list.map((row) => {
                      const key = rowKey(row);
                      const actions = rowActions?.filter((a) => !a.hidden?.(row)) ?? [];
                      const name = actions.length > 2 ? rowNameOf(row, columns.length ? (r: Row) => cellOf(columns[0], r) : undefined, rowName) : '';
                      return (
                        <Table.Tr key={key} data-row-key={key}>
                          {selectable && (
                            <Table.Td>
                              <Checkbox aria-label="选择" checked={selected.has(key)} onChange={() => setSelected((s) => { const n = new Map(s); if (n.has(key)) n.delete(key); else n.set(key, row); return n; })} />
                            </Table.Td>
                          )}
                          {columns.map((c) => <Table.Td key={colId(c)}>{cellOf(c, row)}</Table.Td>)}
                          {rowActions?.length ? (
                            <Table.Td>
                              {/* Up to two actions show as buttons; with more, the first stays a button and the rest go under 更多. */}
                              <Group gap={4} wrap="nowrap">
                                {(actions.length <= 2 ? actions : actions.slice(0, 1)).map((a) => <Button key={a.label} size="compact-xs" variant="subtle" color={a.color} loading={isRunning(a, row)} onClick={() => runAction(a, row)}>{a.label}</Button>)}
                                {actions.length > 2 && (
                                  <Menu withinPortal position="bottom-end">
                                    <Menu.Target><ActionIcon variant="subtle" size="sm" aria-label={name ? `更多操作：${name}` : '更多操作'}><IconDots size={16} /></ActionIcon></Menu.Target>
                                    <Menu.Dropdown>
                                      {actions.slice(1).map((a) => <Menu.Item key={a.label} color={a.color} disabled={isRunning(a, row)} onClick={() => runAction(a, row)}>{a.label}</Menu.Item>)}
                                    </Menu.Dropdown>
                                  </Menu>
                                )}
                              </Group>
                            </Table.Td>
                          ) : null}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
              <Group justify="space-between" mt="md">
                <Text size="sm" c="dimmed" data-testid="list-total">共 {data.count} 条{selectable && selected.size ? `，已选 ${selected.size} 条` : ''}</Text>
                <Group gap="sm">
                  <Select aria-label="每页条数" data={PAGE_SIZES.map((s) => ({ value: String(s), label: `${s} 条/页` }))} value={String(url.pageSize)} onChange={(v) => v && url.setPageSize(Number(v))} w={110} allowDeselect={false} />
                  <Pagination total={Math.max(1, Math.ceil(data.count / url.pageSize))} value={url.pageNo} onChange={url.setPage} />
                </Group>
              </Group>
            </>
          )}
        </QueryState>
      </PageCard>
    </>
  );
}
