import { isValidElement, type ReactNode } from 'react';

/** The text a cell renders, as far as it can be read without rendering: strings, numbers and elements' children. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * What a row is called in the labels of its actions (更多操作：1号客梯): the page's `rowName`, else
 * the text of its first cell (nothing when that is empty or the empty-cell dash).
 */
export function rowNameOf<Row>(
  row: Row,
  firstCell: ((row: Row) => ReactNode) | undefined,
  rowName?: (row: Row) => string,
): string {
  const text = (rowName ? rowName(row) : firstCell ? textOf(firstCell(row)) : '').trim();
  return text === '—' ? '' : text;
}
