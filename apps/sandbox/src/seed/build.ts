// The seed: one consistent data set made from the contract's own examples. Each declared object
// takes the rows and details of the operations it names (merged by key, so every row of a list has
// its own detail); the dates of the examples were written for 2026-11-21 and are moved to the day
// the seed is made, so "超期 19 天" stays true whatever day the demo runs. Built once a day into a
// file; a tenant's reset is a copy of it.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Contract } from '../contract.ts';
import { Store, openDatabase, type Row } from '../store.ts';
import { RESOURCES, seedExtras } from '../resources/index.ts';
import { addDays, daysBetween, shanghaiDay } from '../engine/core.ts';
import { fillRequired } from '../engine/required.ts';

/** The day the contract's examples were written for. */
export const EXAMPLE_DAY = '2026-11-21';

/**
 * Fields the busiest lists filter and sort on, indexed so they stay quick at `--seed-scale 100000`:
 * the equipment lists by class and use status, the due and overdue lists by next inspection date,
 * and the device code every save checks for duplicates.
 */
export const RECORD_INDEXES: [kind: string, fields: string[]][] = [
  ['equipment', ['equclacode', 'useStatus']],
  ['equipment', ['useStatus', 'nextInspDate']],
  ['equipment', ['eqpCode']],
];

const DATE_START = /^(\d{4}-\d{2}-\d{2})(.*)$/s;

export function shiftDates<T>(value: T, days: number): T {
  if (!days) return value;
  if (typeof value === 'string') {
    const m = DATE_START.exec(value);
    if (m && !Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) && (m[2] === '' || /^[ T]\d{2}:\d{2}/.test(m[2]!)))
      return `${addDays(m[1]!, days)}${m[2]}` as T;
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => shiftDates(v, days)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDates(v, days)])) as T;
  return value;
}

/** The rows an operation's success examples carry: a page's list, an array, or one record. */
export function exampleRows(contract: Contract, operationId: string): Row[] {
  const op = contract.byId.get(operationId);
  if (!op) throw new Error(`种子：契约中没有 ${operationId}`);
  const out: Row[] = [];
  for (const ex of op.examples) {
    if (ex.status !== 200 || !ex.mediaType.includes('json')) continue;
    const v = ex.value as Row;
    if (!v || v.success === false || v.isSuccess === false || v.result === 'false' || v.result === 'login') continue;
    const data = v.data;
    if (Array.isArray(data?.list)) out.push(...data.list);
    else if (Array.isArray(data)) out.push(...data.filter((r: unknown) => r && typeof r === 'object'));
    else if (data && typeof data === 'object') out.push(data);
  }
  return structuredClone(out);
}

export function seedRows(contract: Contract): Map<string, Row[]> {
  const byKind = new Map<string, Row[]>();
  for (const spec of RESOURCES) {
    if (!spec.seedFrom?.length) continue;
    const merged = new Map<string, Row>();
    for (const operationId of spec.seedFrom) {
      for (const row of exampleRows(contract, operationId)) {
        const id = row[spec.key];
        if (typeof id !== 'string' || !id) continue;
        merged.set(id, { ...(merged.get(id) ?? {}), ...row });
      }
    }
    const rows = [...merged.values()].map((row) => fillRequired(contract, spec, spec.seedRow?.(row) ?? row));
    byKind.set(spec.kind, [...(byKind.get(spec.kind) ?? []), ...rows]);
  }
  return byKind;
}

/**
 * The sandbox's own code (its build, or its sources when run from them): a seed made by other code
 * (other accounts, other rows) is not reused, even on the same day.
 */
let codeHash: string | undefined;
function sandboxCode(): string {
  if (codeHash) return codeHash;
  const here = dirname(fileURLToPath(import.meta.url));
  const root = basename(here) === 'seed' ? resolve(here, '..') : here;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) hash.update(readFileSync(path));
    }
  };
  walk(root);
  return (codeHash = hash.digest('hex'));
}

export function buildSeed({
  contract,
  dir,
  scale = 0,
  today = shanghaiDay(new Date()),
}: {
  contract: Contract;
  dir: string;
  scale?: number;
  today?: string;
}): string {
  mkdirSync(dir, { recursive: true });
  const version = createHash('sha256')
    .update(JSON.stringify(contract.doc.info ?? {}))
    .update(String(contract.operations.length))
    .update(JSON.stringify(RESOURCES.map((r) => [r.kind, r.seedFrom])))
    .update(JSON.stringify(RECORD_INDEXES))
    .update(sandboxCode())
    .digest('hex')
    .slice(0, 10);
  const file = join(dir, `seed-${version}-${today}-${scale}.sqlite`);
  if (existsSync(file)) return file;
  const tmp = `${file}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  const db = openDatabase(tmp);
  const store = new Store(db);
  const days = daysBetween(EXAMPLE_DAY, today);
  store.transaction(() => {
    for (const [kind, rows] of seedRows(contract)) {
      const spec = RESOURCES.find((r) => r.kind === kind)!;
      // The first row of an example is the newest: stored last, listed first.
      for (const row of [...rows].reverse()) store.put(kind, row[spec.key], shiftDates(row, days));
    }
    seedExtras(store, contract, { days, today, scale });
  });
  // Made after the rows are in (one pass each); every tenant copied from the seed has them.
  for (const [kind, fields] of RECORD_INDEXES) store.index(kind, fields);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.exec('PRAGMA journal_mode = DELETE');
  db.close();
  rmSync(`${tmp}-wal`, { force: true });
  rmSync(`${tmp}-shm`, { force: true });
  renameSync(tmp, file);
  return file;
}
