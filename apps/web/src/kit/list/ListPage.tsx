import { useMemo, useState } from 'react';
import { Box, Checkbox, Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useUrlQuery } from '@/kit/useUrlQuery';
import { useScreenLayout } from '@/platform/screen-layout';
import { SelectStandIn } from './FilterBar';
import { ListFilters } from './ListFilters';
import { useRowActionRunner } from './useRowActionRunner';
import { MountOnIntent } from '@/kit/MountOnIntent';
import { ListCards } from './ListCards';
import { RowActions, hasMore } from './RowActions';
import { cardColumnIds, chosenCardLayout, shownColumns } from './list-columns';
import { ColumnSettings, SavedFilters } from './ListSettings';
import { appliedFilters, filtersToSave } from './saved-filters';
import { useListPrefs } from './useListPrefs';
import { cellOf, colId, keepsOnOneLine } from './cells';
import { rowNameOf } from './row-name';
import { filterDefaults, type FilterValues } from './types';
import { rowKeyOf, type ListPageProps } from './list-page-props';
import { listDefaults, listQuery, listQueryOptions } from './source';
import { usePlatform } from '@/platform/PlatformContext';
import { ScrollBox } from '@/kit/ScrollBox';
import { useRouteTitle } from '@/kit/page/useRouteTitle';

export const PAGE_SIZES = [10, 20, 50, 100];
const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((s) => ({ value: String(s), label: `${s} 条/页` }));

/**
 * A list page as a declaration: filters, columns, actions. The kit does the filter form, paging
 * (10/20/50/100 with the total), sorting, selection, loading, empty and error states, confirmation
 * of destructive actions, and keeps filters, page and sort in the address. Below `sm` (a phone) the
 * rows are cards (the columns' `role`s, see `cardLayout`) and the filters fold into a 筛选 panel
 * that says how many are set; paging is the same.
 */
export function ListPage<Row, F extends FilterValues>(props: ListPageProps<Row, F>) {
  const routeTitle = useRouteTitle();
  const { title = routeTitle, source, columns, rowName, rowActions, selectable, toolbar, emptyText, header } = props;
  const { filters } = source;
  const prefsHandle = useListPrefs(title, routeTitle);
  const { prefs } = prefsHandle;
  const compact = prefs.density === 'compact';
  const rowKey = rowKeyOf(props);
  const platform = usePlatform();
  const urlDefaults = useMemo(() => listDefaults(source), [source]);
  const defaults = useMemo(() => filterDefaults(source.filters, source.hiddenFilters), [source]);
  const url = useUrlQuery(urlDefaults);
  const { orderBy } = url.filters;
  // Same object while the address is unchanged: the filter form re-syncs its draft only when the
  // address changes, so a re-render (a fetch ending, a row selected) never drops what is typed.
  const filterValues = useMemo(() => {
    const { orderBy: _orderBy, ...rest } = url.filters;
    return rest as unknown as F;
  }, [url.filters]);
  const { pageNo, pageSize } = url;
  const query = useMemo(() => listQuery(url.filters, pageNo, pageSize), [url.filters, pageNo, pageSize]);
  const options = listQueryOptions(platform, source, query);
  // A list not shown before asks for its rows as its first render starts, not once the page has
  // rendered and committed (the call would wait for the whole first render), if its route's prefetch
  // has not already. Nothing is asked for when the cache already holds fresh
  // rows; useQuery then joins the same call.
  const queryClient = useQueryClient();
  useState(() => void queryClient.prefetchQuery(options));
  const result = useQuery({ ...options, placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<Map<string, Row>>(new Map());
  const rows = result.data?.list ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(rowKey(r)));
  const { phone } = useScreenLayout();
  const shown = useMemo(() => shownColumns(columns, prefs), [columns, prefs]);
  const layout = useMemo(() => chosenCardLayout(columns, prefs), [columns, prefs]);
  const shownIds = useMemo(() => (phone ? cardColumnIds(layout) : shown.map(colId)), [phone, layout, shown]);
  const toSave = useMemo(() => filtersToSave(filterValues, defaults), [filterValues, defaults]);
  const firstCell = columns.length ? (r: Row) => cellOf(columns[0], r) : undefined;
  // A card is named by its title (查看档案：2号燃气蒸汽锅炉), a table row by its first cell.
  const cardTitle = layout.title ? (r: Row) => cellOf(layout.title!, r) : firstCell;
  const visibleActions = (row: Row) => rowActions?.filter((a) => !a.hidden?.(row)) ?? [];
  const toggleSelected = (key: string, row: Row) =>
    setSelected((s) => {
      const n = new Map(s);
      if (n.has(key)) n.delete(key);
      else n.set(key, row);
      return n;
    });

  const toggleSort = (field: string) => {
    const [f, dir] = orderBy.split(' ');
    const next = f !== field ? `${field} asc` : dir === 'asc' ? `${field} desc` : '';
    url.search({ ...filterValues, orderBy: next });
  };

  const search = (f: F) => {
    void queryClient.invalidateQueries({ queryKey: source.queryKey, refetchType: 'none' });
    if (!url.search({ ...f, orderBy })) void result.refetch();
  };

  const { runAction, isRunning } = useRowActionRunner(rowKey);
  /** A row's checkbox is named by its row, for whoever cannot see which line it is on. */
  const selectLabel = (name: string) => (name ? `选择：${name}` : '选择');

  const selectPage = (label?: string) => (
    <Checkbox
      aria-label={label ? undefined : '选择本页全部'}
      label={label}
      checked={allOnPage}
      indeterminate={!allOnPage && rows.some((r) => selected.has(rowKey(r)))}
      onChange={() =>
        setSelected((s) => {
          const next = new Map(s);
          for (const r of rows) {
            if (allOnPage) next.delete(rowKey(r));
            else next.set(rowKey(r), r);
          }
          return next;
        })
      }
    />
  );

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
        <ListFilters
          specs={filters}
          value={filterValues}
          defaults={defaults}
          extra={
            <SavedFilters handle={prefsHandle} current={toSave} apply={(s) => search(appliedFilters(s, defaults))} />
          }
          onSearch={(f) => {
            // 查询 and 重置 ask for fresh rows, e.g. after the regulator acted elsewhere: rows the
            // cache holds for these filters, however recent, are stale now (a search made moments
            // ago and made again would show them), and with the filters and page unchanged (the
            // address stays the same) the rows on screen are fetched again.
            search(f);
          }}
        />
      )}
      <PageCard
        title={title}
        actions={
          <Group gap="xs">
            {toolbar?.({ query, selected: [...selected.values()], clearSelection: () => setSelected(new Map()) })}
            <ColumnSettings columns={columns} shownIds={shownIds} handle={prefsHandle} cards={phone} />
          </Group>
        }
      >
        {header}
        <QueryState query={result} isEmpty={(d) => !d.list.length} empty={emptyText ?? '没有符合条件的记录'}>
          {(data) => (
            <>
              {phone && selectable && <Box mb="sm">{selectPage('选择本页全部')}</Box>}
              {phone ? (
                <ListCards
                  label={title}
                  rows={data.list}
                  layout={layout}
                  rowKey={rowKey}
                  nameOf={(row) => rowNameOf(row, cardTitle, rowName)}
                  actionsOf={visibleActions}
                  run={runAction}
                  busyAction={isRunning}
                  selection={selectable ? { has: (key) => selected.has(key), toggle: toggleSelected } : undefined}
                  busy={result.isFetching}
                />
              ) : (
                <ScrollBox label={title}>
                  <Table
                    striped
                    highlightOnHover
                    verticalSpacing={compact ? 2 : 'xs'}
                    fz={compact ? 'xs' : 'sm'}
                    data-density={compact ? 'compact' : 'default'}
                    miw={900}
                    aria-label={title}
                    aria-busy={result.isFetching}
                  >
                    <Table.Thead>
                      <Table.Tr>
                        {selectable && <Table.Th w={40}>{selectPage()}</Table.Th>}
                        {shown.map((c) => (
                          <Table.Th
                            key={colId(c)}
                            w={c.width}
                            style={{ whiteSpace: 'nowrap' }}
                            aria-sort={c.sortField ? ariaSort(c.sortField) : undefined}
                          >
                            {c.sortField ? (
                              // Named by its visible title (the sort order is the header's aria-sort).
                              <UnstyledButton onClick={() => toggleSort(c.sortField!)}>
                                <Group gap={4} wrap="nowrap">
                                  <Text fw={700} size="sm">
                                    {c.title}
                                  </Text>
                                  {sortIcon(c.sortField)}
                                </Group>
                              </UnstyledButton>
                            ) : (
                              c.title
                            )}
                          </Table.Th>
                        ))}
                        {rowActions?.length ? <Table.Th w={140}>操作</Table.Th> : null}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.list.map((row) => {
                        const key = rowKey(row);
                        const actions = visibleActions(row);
                        const name = hasMore(actions) ? rowNameOf(row, firstCell, rowName) : '';
                        return (
                          <Table.Tr key={key} data-row-key={key}>
                            {selectable && (
                              <Table.Td>
                                <Checkbox
                                  aria-label={selectLabel(rowNameOf(row, firstCell, rowName))}
                                  checked={selected.has(key)}
                                  onChange={() => toggleSelected(key, row)}
                                />
                              </Table.Td>
                            )}
                            {shown.map((c) => {
                              const cell = cellOf(c, row);
                              return (
                                <Table.Td
                                  key={colId(c)}
                                  style={keepsOnOneLine(cell) ? { whiteSpace: 'nowrap' } : undefined}
                                >
                                  {cell}
                                </Table.Td>
                              );
                            })}
                            {rowActions?.length ? (
                              <Table.Td>
                                <RowActions row={row} actions={actions} name={name} run={runAction} busy={isRunning} />
                              </Table.Td>
                            ) : null}
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </ScrollBox>
              )}
              <Group justify="space-between" mt="md" gap="sm">
                <Text size="sm" c="dimmed" data-testid="list-total">
                  共 {data.count} 条{selectable && selected.size ? `，已选 ${selected.size} 条` : ''}
                </Text>
                <Group gap="sm">
                  <MountOnIntent
                    standIn={
                      <SelectStandIn
                        aria-label="每页条数"
                        data={PAGE_SIZE_OPTIONS}
                        value={String(url.pageSize)}
                        w={110}
                      />
                    }
                  >
                    {() => (
                      <Select
                        aria-label="每页条数"
                        data={PAGE_SIZE_OPTIONS}
                        value={String(url.pageSize)}
                        onChange={(v) => v && url.setPageSize(Number(v))}
                        w={110}
                        allowDeselect={false}
                      />
                    )}
                  </MountOnIntent>
                  <Pagination
                    total={Math.max(1, Math.ceil(data.count / url.pageSize))}
                    value={url.pageNo}
                    onChange={url.setPage}
                    siblings={phone ? 0 : 1}
                  />
                </Group>
              </Group>
            </>
          )}
        </QueryState>
      </PageCard>
    </>
  );
}
