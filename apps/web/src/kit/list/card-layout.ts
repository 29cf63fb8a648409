import type { ColumnSpec, FilterSpec, FilterValues } from './types';

/** Which columns a row's card shows below `sm`, and in which place. */
export interface CardLayout<Row> {
  title: ColumnSpec<Row> | undefined;
  status: ColumnSpec<Row>[];
  figures: ColumnSpec<Row>[];
}

/** A column whose title says it holds a state (状态, 审核结果, 检验结论, 缴费情况): the card's tag by default. */
const STATUS_LIKE = /状态|结果|结论|情况/;
/** How many figures the default card shows after its title and tag. */
const DEFAULT_FIGURES = 3;

/**
 * The card of a row: the columns declared with a role (`title`, `status`, `figure`), in their
 * order; a list that declares none gets its first column as title (the first that is not
 * status-like), the first status-like column as tag and the next few columns as figures. A list that declares roles but no title takes its
 * first column that has no role.
 */
export function cardLayout<Row>(columns: readonly ColumnSpec<Row>[]): CardLayout<Row> {
  if (columns.some((c) => c.role)) {
    return {
      title: columns.find((c) => c.role === 'title') ?? columns.find((c) => !c.role),
      status: columns.filter((c) => c.role === 'status'),
      figures: columns.filter((c) => c.role === 'figure'),
    };
  }
  const title = columns.find((c) => !STATUS_LIKE.test(c.title)) ?? columns[0];
  const status = columns.find((c) => c !== title && STATUS_LIKE.test(c.title));
  return {
    title,
    status: status ? [status] : [],
    figures: columns.filter((c) => c !== title && c !== status).slice(0, DEFAULT_FIGURES),
  };
}

/**
 * How many filters differ from what 重置 restores (a date range counts once): the number the
 * phone's 筛选 button shows while the filters are folded away.
 */
export function filtersSet<F extends FilterValues>(specs: readonly FilterSpec<F>[], value: F, defaults: F): number {
  const differs = (name: keyof F & string) => (value[name] ?? '') !== (defaults[name] ?? '');
  return specs.filter((s) => (s.kind === 'dateRange' ? differs(s.from) || differs(s.to) : differs(s.name))).length;
}
