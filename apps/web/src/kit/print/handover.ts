/**
 * The hand-over of a document to the print view (/tablePrint): a page's print button writes a plain,
 * serialisable document to localStorage under a fresh key and opens /tablePrint?key=… in a new
 * window, which reads it (localStorage, unlike sessionStorage, reaches a window opened with
 * noopener). Old hand-overs are pruned on each write. No React here: e2e specs may import it.
 */
import { linkTo } from '@/platform/routing';
import { readStored, storedKeys, z } from '@/platform/stored';

/** One labelled value of a record. */
export interface PrintField {
  label: string;
  value: string;
  /** Columns the field spans (of 2). */ span?: 1 | 2;
}

/** A table: header cells, rows of cells, and an optional footer row (totals). */
interface PrintTable {
  columns: string[];
  rows: string[][];
  footer?: string[];
  /** Columns aligned right (amounts), by index. */ numeric?: number[];
}

/** A titled part of the document: fields, a table, a note, or several of them (in that order). */
export interface PrintSection {
  title?: string;
  fields?: PrintField[];
  table?: PrintTable;
  note?: string;
}

/** What the print view shows: a title, a line under it, sections, and a footer line (who/when printed). */
export interface PrintDocument {
  title: string;
  subtitle?: string;
  sections: PrintSection[];
  /** A line at the foot of the page (e.g. 收款单位盖章). */
  footer?: string;
}

export const PRINT_KEY_PREFIX = 'tzsb.print.';
/** Hand-overs older than this are removed when a new one is written. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored {
  savedAt: number;
  document: PrintDocument;
}

const fieldSchema = z.object({
  label: z.string(),
  value: z.string(),
  span: z.optional(z.union([z.literal(1), z.literal(2)])),
});
const tableSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  footer: z.optional(z.array(z.string())),
  numeric: z.optional(z.array(z.number())),
});
const sectionSchema = z.object({
  title: z.optional(z.string()),
  fields: z.optional(z.array(fieldSchema)),
  table: z.optional(tableSchema),
  note: z.optional(z.string()),
});
const storedSchema = z.object({
  savedAt: z.number(),
  document: z.object({
    title: z.string(),
    subtitle: z.optional(z.string()),
    sections: z.array(sectionSchema),
    footer: z.optional(z.string()),
  }),
});

const newKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Stores a document for the print view and returns its key. */
export function storePrintDocument(document: PrintDocument, storage: Storage = localStorage, now = Date.now()): string {
  for (const k of storedKeys(storage, PRINT_KEY_PREFIX)) {
    const old = readStored(storage, k, storedSchema);
    if (old && now - old.savedAt > MAX_AGE_MS) storage.removeItem(k);
  }
  const key = newKey();
  storage.setItem(PRINT_KEY_PREFIX + key, JSON.stringify({ savedAt: now, document } satisfies Stored));
  return key;
}

/** The document handed over under `key`, or null (unknown key, pruned, or not a document). */
export function readPrintDocument(key: string | null, storage: Storage = localStorage): PrintDocument | null {
  if (!key) return null;
  return readStored(storage, PRINT_KEY_PREFIX + key, storedSchema)?.document ?? null;
}

/** The print view has read its hand-over: it is not left behind. */
export function forgetPrintDocument(key: string, storage: Storage = localStorage) {
  storage.removeItem(PRINT_KEY_PREFIX + key);
}

/** Every hand-over goes (they may hold personal data): at logout, a password change, another login. */
export function clearPrintDocuments(storage: Storage = localStorage) {
  for (const k of storedKeys(storage, PRINT_KEY_PREFIX)) storage.removeItem(k);
}

/** The address of the print view for a stored key. */
export const printViewUrl = (key: string) => linkTo('table_print', { key });

/**
 * Hands a document to the print view and opens it in a new window (a new tab when the browser
 * gives no window, e.g. a popup blocker: then the current tab goes there).
 */
export function openPrintView(document: PrintDocument): string {
  const url = printViewUrl(storePrintDocument(document));
  const win = window.open(url, '_blank');
  if (!win) window.location.assign(url);
  return url;
}

/** A list as a printable table: the rows mapped to cells by the given columns. */
export function listDocument<Row>(
  title: string,
  columns: { title: string; value: (row: Row) => string | number | null | undefined; numeric?: boolean }[],
  rows: Row[],
  extra: Partial<Omit<PrintDocument, 'title' | 'sections'>> = {},
): PrintDocument {
  const cell = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
  return {
    title,
    subtitle: extra.subtitle ?? `共 ${rows.length} 条`,
    footer: extra.footer,
    sections: [
      {
        table: {
          columns: columns.map((c) => c.title),
          rows: rows.map((r) => columns.map((c) => cell(c.value(r)))),
          numeric: columns.flatMap((c, i) => (c.numeric ? [i] : [])),
        },
      },
    ],
  };
}
