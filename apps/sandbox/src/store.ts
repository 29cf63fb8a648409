// One SQLite file per tenant. Records are JSON documents keyed by (kind, id); the journal, the SMS
// outbox, uploaded files, sessions and the units' messages have tables of their own. A reset replaces
// the tenant's file with a copy of the seed file, so it costs a file copy, whatever the seed holds.
//
// A company's records carry their owner (the unit that made them) in a column beside the JSON, so
// an answer stays exactly the record and a list filters on an index. A store `scoped` to an owner
// reads and writes only that owner's records of the kinds companies own; other kinds stay shared.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_KINDS, isOwnedKind } from './ownership.ts';

export type Row = Record<string, any>;
export type SqlArg = string | number | null;
export interface Cond {
  sql: string;
  args: SqlArg[];
}

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS records (kind TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL, owner TEXT, PRIMARY KEY (kind, id));
CREATE INDEX IF NOT EXISTS records_kind_seq ON records (kind, seq);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS journal (seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, method TEXT, path TEXT, operation_id TEXT, query TEXT, body TEXT, status INTEGER, ms REAL, source TEXT, violations TEXT);
CREATE TABLE IF NOT EXISTS outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, mobile TEXT, type TEXT, code TEXT, text TEXT);
CREATE TABLE IF NOT EXISTS files (attsysid TEXT PRIMARY KEY, attrefsysid TEXT, name TEXT, type TEXT, size INTEGER, bytes BLOB, meta TEXT, created TEXT, owner TEXT);
CREATE INDEX IF NOT EXISTS files_ref ON files (attrefsysid);
CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, extend TEXT, user_id TEXT NOT NULL, last_seen INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, owner TEXT NOT NULL, once TEXT UNIQUE, read INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS messages_owner ON messages (owner, read, seq);
`;

export function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  // WAL: a write answered success has reached the file, a kill -9 loses nothing answered.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;');
  db.exec(SCHEMA);
  // A tenant file made before records had owners gets the column, and its company records go to the
  // company they were made for: the demo company, whose administrator is qiye01.
  let added = false;
  for (const table of ['records', 'files']) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((c) => c.name === 'owner')) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN owner TEXT`);
      added = true;
    }
  }
  if (added) claimForDemoCompany(db);
  db.exec('CREATE INDEX IF NOT EXISTS records_kind_owner_seq ON records (kind, owner, seq)');
  db.exec('CREATE INDEX IF NOT EXISTS files_owner_ref ON files (owner, attrefsysid)');
  return db;
}

function claimForDemoCompany(db: DatabaseSync): void {
  const demo = db
    .prepare(
      `SELECT json_extract(data, '$.unitId') AS unit FROM records WHERE kind = 'account' AND json_extract(data, '$.loginName') = 'qiye01'`,
    )
    .get() as { unit: string | null } | undefined;
  if (demo?.unit) new Store(db).claimUnowned(demo.unit);
}

/**
 * Whose records a store reads: `undefined` every record (the seed, the regulator's console, the
 * platform administrator), a unit's id only that unit's records of the kinds companies own.
 */
export type Scope = string | undefined;

const MAX_STATEMENTS = 256;

export class Store {
  readonly db: DatabaseSync;
  private readonly stmts = new Map<string, StatementSync>();
  /** The owner this view reads and writes as (see `scoped`). */
  readonly scope: Scope = undefined;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  /**
   * The same database seen by one owner: records of an owned kind that are not the owner's are
   * neither read, counted nor written; a record it creates is the owner's. `undefined` sees all.
   */
  scoped(owner: Scope): Store {
    if (owner === this.scope) return this;
    const view = Object.create(this) as Store;
    Object.defineProperty(view, 'scope', { value: owner });
    return view;
  }

  /** The condition limiting a kind's records to the scope's, if any. */
  private ownerCond(kind: string): Cond[] {
    return this.scope !== undefined && isOwnedKind(kind) ? [{ sql: 'owner = ?', args: [this.scope] }] : [];
  }

  /** The owner of a record, whoever asks (null for shared and unowned records). */
  ownerOf(kind: string, id: string): string | null | undefined {
    const row = this.stmt('SELECT owner FROM records WHERE kind = ? AND id = ?').get(kind, id) as
      { owner: string | null } | undefined;
    return row ? row.owner : undefined;
  }

  /** Whether an id of a kind is in use by anyone (a new record's id must not be). */
  taken(kind: string, id: string): boolean {
    return Boolean(this.stmt('SELECT 1 AS x FROM records WHERE kind = ? AND id = ?').get(kind, id));
  }

  /** Gives every company record and file that has no owner yet to `owner` (the seed's company). */
  claimUnowned(owner: string): void {
    const shared = [...SHARED_KINDS];
    this.db
      .prepare(`UPDATE records SET owner = ? WHERE owner IS NULL AND kind NOT IN (${shared.map(() => '?').join(',')})`)
      .run(owner, ...shared);
    this.db.prepare('UPDATE files SET owner = ? WHERE owner IS NULL').run(owner);
  }

  stmt(sql: string): StatementSync {
    let s = this.stmts.get(sql);
    if (!s) {
      // Lists build their SQL from the filters given; the cache keeps the most recent shapes.
      if (this.stmts.size >= MAX_STATEMENTS) this.stmts.delete(this.stmts.keys().next().value as string);
      s = this.db.prepare(sql);
      this.stmts.set(sql, s);
    }
    return s;
  }

  /**
   * An index on fields of one kind's records (kind, the fields' JSON values, then seq), used by
   * conditions and orderings written with `field()`: a filtered list or count at a hundred thousand
   * records reads the index instead of parsing every record's JSON.
   */
  index(kind: string, fields: string[]): void {
    const name = `records_${kind}_${fields.join('_')}`.replace(/[^A-Za-z0-9_]/g, '_');
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS "${name}" ON records (kind, owner, ${fields.map(field).join(', ')}, seq) WHERE kind = '${kind.replace(/'/g, "''")}'`,
    );
  }

  get<T extends Row = Row>(kind: string, id: string): T | undefined {
    const { sql, args } = whereOf(this.ownerCond(kind));
    const row = this.stmt(`SELECT data FROM records WHERE kind = ? AND id = ?${sql}`).get(kind, id, ...args) as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  /**
   * Creates or replaces a record; a new one goes to the top of its lists and belongs to the scope's
   * owner. Replacing another owner's record is a fault of the caller, never done silently.
   */
  put(kind: string, id: string, data: Row): Row {
    const json = JSON.stringify(data);
    const mine = this.ownerCond(kind);
    const { sql, args } = whereOf(mine);
    const updated = this.stmt(`UPDATE records SET data = ? WHERE kind = ? AND id = ?${sql}`).run(
      json,
      kind,
      id,
      ...args,
    );
    if (!Number(updated.changes)) {
      if (mine.length && this.taken(kind, id)) throw new Error(`${kind} ${id} 属于其他单位，不能修改`);
      const next = this.stmt('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM records WHERE kind = ?').get(kind) as {
        n: number;
      };
      this.stmt('INSERT INTO records (kind, id, seq, data, owner) VALUES (?, ?, ?, ?, ?)').run(
        kind,
        id,
        next.n,
        json,
        mine.length ? this.scope! : null,
      );
    }
    return data;
  }

  remove(kind: string, id: string): boolean {
    const { sql, args } = whereOf(this.ownerCond(kind));
    return Number(this.stmt(`DELETE FROM records WHERE kind = ? AND id = ?${sql}`).run(kind, id, ...args).changes) > 0;
  }

  all<T extends Row = Row>(kind: string, where: Cond[] = []): T[] {
    const { sql, args } = whereOf([...this.ownerCond(kind), ...where]);
    return (
      this.stmt(`SELECT data FROM records WHERE kind = ?${sql} ORDER BY seq DESC`).all(kind, ...args) as {
        data: string;
      }[]
    ).map((r) => JSON.parse(r.data) as T);
  }

  count(kind: string, where: Cond[] = []): number {
    const { sql, args } = whereOf([...this.ownerCond(kind), ...where]);
    return (this.stmt(`SELECT COUNT(*) AS n FROM records WHERE kind = ?${sql}`).get(kind, ...args) as { n: number }).n;
  }

  page<T extends Row = Row>(
    kind: string,
    where: Cond[],
    pageNo: number,
    pageSize: number,
    orderBy?: string,
  ): { list: T[]; count: number } {
    const { sql, args } = whereOf([...this.ownerCond(kind), ...where]);
    const order = orderBy ?? 'seq DESC';
    const rows = this.stmt(`SELECT data FROM records WHERE kind = ?${sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
      kind,
      ...args,
      pageSize,
      (pageNo - 1) * pageSize,
    ) as { data: string }[];
    return { list: rows.map((r) => JSON.parse(r.data) as T), count: this.count(kind, where) };
  }

  meta(key: string): string | undefined {
    return (this.stmt('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.stmt('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
      key,
      value,
    );
  }

  transaction<T>(fn: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const out = fn();
      this.db.exec('COMMIT');
      return out;
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }
}

function whereOf(conds: Cond[]): Cond {
  if (!conds.length) return { sql: '', args: [] };
  return { sql: conds.map((c) => ` AND (${c.sql})`).join(''), args: conds.flatMap((c) => c.args) };
}

/** A JSON field of the record, for conditions. */
export const field = (name: string) => `json_extract(data, '$."${name.replace(/"/g, '')}"')`;
export const eq = (name: string, value: SqlArg): Cond => ({ sql: `${field(name)} = ?`, args: [value] });
export const like = (name: string, value: string): Cond => ({
  sql: `${field(name)} LIKE ? ESCAPE '\\'`,
  args: [`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
});
export const gte = (name: string, value: SqlArg): Cond => ({ sql: `${field(name)} >= ?`, args: [value] });
export const lte = (name: string, value: SqlArg): Cond => ({ sql: `${field(name)} <= ?`, args: [value] });
export const inList = (name: string, values: SqlArg[]): Cond => ({
  sql: `${field(name)} IN (${values.map(() => '?').join(',') || 'NULL'})`,
  args: values,
});

/** The folder of tenant files: one `<tenant>.sqlite` each. */
export class TenantFiles {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
  }
  file(tenant: string): string {
    return join(this.dir, `tenant-${tenant}.sqlite`);
  }
  exists(tenant: string): boolean {
    return existsSync(this.file(tenant));
  }
  list(): string[] {
    return readdirSync(this.dir)
      .flatMap((n) => /^tenant-(.+)\.sqlite$/.exec(n)?.[1] ?? [])
      .sort();
  }
  /** Replaces the tenant's file with the seed's (closed databases only). */
  copyFrom(seedFile: string, tenant: string): void {
    const file = this.file(tenant);
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    copyFileSync(seedFile, file);
  }
}

export const TENANT_NAME = /^[A-Za-z0-9_-]{1,64}$/;
