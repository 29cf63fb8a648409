import type { ReactNode } from 'react';
import { maskPersonal } from '@/platform/personal-data';
import { textOf } from './row-name';
import type { ColumnSpec } from './types';

/** What a column shows for a row: its render, else the field's text (masked where the column says so), an empty value as a dash. */
export const cellOf = <Row>(col: ColumnSpec<Row>, row: Row): ReactNode => {
  if (col.render) return col.render(row);
  const v = 'key' in col ? (row as Record<string, unknown>)[col.key] : undefined;
  if (v === null || v === undefined || v === '') return '—';
  return 'key' in col && col.mask ? maskPersonal(col.mask, String(v)) : String(v);
};

export const colId = <Row>(col: ColumnSpec<Row>) => ('key' in col ? col.key : col.id);

/**
 * Cells this short (codes, dates, amounts, states, short names) never wrap, so a crowded table at
 * tablet width grows and scrolls in its own box instead of breaking 2026-11-25 or 去支付 after four
 * characters; longer text (names of units, addresses) wraps.
 */
const NOWRAP_UP_TO = 12;
export const keepsOnOneLine = (cell: ReactNode) => textOf(cell).length <= NOWRAP_UP_TO;
