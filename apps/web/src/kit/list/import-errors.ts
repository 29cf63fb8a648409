import type { ImportResult } from './ImportButton';

/** A CSV cell: quoted when it holds a comma, a quote or a line break; a leading = + - @ is kept as text. */
function cell(value: string | number): string {
  let s = String(value);
  // A spreadsheet would run a cell starting with these as a formula.
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * The rows an import refused as a CSV file (行号, 列, 原因), with a byte-order mark so that Excel
 * reads the Chinese text as UTF-8.
 */
export function importErrorsCsv(errors: NonNullable<ImportResult['errors']>): Blob {
  const lines = [['行号', '列', '原因'], ...errors.map((e) => [e.row, e.field ?? '', e.message])];
  const text = lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

/** The error file's name: the imported file's name with 错误明细 appended, as CSV. */
export function importErrorsName(fileName: string | undefined): string {
  const base = (fileName ?? '').replace(/\.[^.]*$/, '') || '导入';
  return `${base}_错误明细.csv`;
}
