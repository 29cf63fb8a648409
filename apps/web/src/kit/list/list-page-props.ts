import type { ReactNode } from 'react';
import type { ColumnSpec, FilterValues, ListQuery, RowAction } from './types';
import type { ListSource } from './source';

interface ListPageBase<Row, F extends FilterValues> {
  /** The list card's title; the route's title by default. */
  title?: string;
  /** Where the rows come from: filters, cache key and call, declared at module level (`listSource`). */
  source: ListSource<Row, F>;
  columns: ColumnSpec<Row>[];
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

/** How the list tells its rows apart: `rowKey`, which a list of rows with an `id` may leave out. */
type RowKeyProp<Row> = [Row] extends [{ id: string }]
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

export type ListPageProps<Row, F extends FilterValues> = ListPageBase<Row, F> & RowKeyProp<Row>;

/** The key of a row: the list's `rowKey`, else the row's `id`. */
export const rowKeyOf =
  <Row, F extends FilterValues>(props: ListPageProps<Row, F>) =>
  (row: Row): string => {
    const { rowKey } = props as { rowKey?: (row: Row) => string };
    return rowKey ? rowKey(row) : (row as { id: string }).id;
  };
