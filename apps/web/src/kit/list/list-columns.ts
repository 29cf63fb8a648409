import { colId } from './cells';
import { cardLayout, type CardLayout } from './card-layout';
import type { ListPrefs } from './list-prefs';
import type { ColumnSpec } from './types';

/** The columns in the user's order: those the order names first, then the others as declared (a column added later). */
export function orderedColumns<Row>(columns: readonly ColumnSpec<Row>[], prefs: ListPrefs): ColumnSpec<Row>[] {
  if (!prefs.order?.length) return [...columns];
  const byId = new Map(columns.map((c) => [colId(c), c]));
  const first = prefs.order.flatMap((id) => byId.get(id) ?? []);
  return [...new Set([...first, ...columns])];
}

/** The columns a table shows: in the user's order, without the hidden ones (never none: then all). */
export function shownColumns<Row>(columns: readonly ColumnSpec<Row>[], prefs: ListPrefs): ColumnSpec<Row>[] {
  const ordered = orderedColumns(columns, prefs);
  const hidden = new Set(prefs.hidden ?? []);
  const shown = ordered.filter((c) => !hidden.has(colId(c)));
  return shown.length ? shown : ordered;
}

/**
 * Whether the user has chosen columns (shown, hidden or ordered; every column shown is a choice
 * too); until then a card is the list's default.
 */
const columnsChosen = (prefs: ListPrefs) => prefs.hidden !== undefined || !!prefs.order?.length;

/**
 * A row's card on a phone once the user chose its fields: the default card's title and tags where
 * still shown (else the first shown column is the title), every other shown column a figure, in the
 * user's order.
 */
export function chosenCardLayout<Row>(columns: readonly ColumnSpec<Row>[], prefs: ListPrefs): CardLayout<Row> {
  const base = cardLayout(columns);
  if (!columnsChosen(prefs)) return base;
  const shown = shownColumns(columns, prefs);
  const title = base.title && shown.includes(base.title) ? base.title : shown[0];
  const status = shown.filter((c) => c !== title && base.status.includes(c));
  return { title, status, figures: shown.filter((c) => c !== title && !status.includes(c)) };
}

/** The ids of the columns a card shows (title, tags, figures). */
export const cardColumnIds = <Row>(layout: CardLayout<Row>) =>
  [layout.title, ...layout.status, ...layout.figures].flatMap((c) => (c ? [colId(c)] : []));

/**
 * The preferences once column `id` is shown or hidden, where `shownIds` are what the screen shows
 * now (the table's columns, or a card's fields on a phone): every other column keeps what it shows.
 */
export function withColumnShown(
  prefs: ListPrefs,
  allIds: readonly string[],
  shownIds: readonly string[],
  id: string,
  show: boolean,
): ListPrefs {
  const next = new Set(shownIds);
  if (show) next.add(id);
  else next.delete(id);
  return { ...prefs, hidden: allIds.filter((i) => !next.has(i)) };
}

/** The preferences once column `id` moves one place up (-1) or down (+1) in `orderIds`. */
export function withColumnMoved(prefs: ListPrefs, orderIds: readonly string[], id: string, by: -1 | 1): ListPrefs {
  const order = [...orderIds];
  const i = order.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= order.length) return prefs;
  [order[i], order[j]] = [order[j], order[i]];
  return { ...prefs, order };
}

/** 恢复默认: the declared columns and the default density again (the saved filters stay). */
export function withDefaultLayout({
  order: _order,
  hidden: _hidden,
  density: _density,
  ...rest
}: ListPrefs): ListPrefs {
  return rest;
}
