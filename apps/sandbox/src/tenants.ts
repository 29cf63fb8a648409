// Tenants: one open database each, with its clock (an offset from real time that only moves when
// told), its armed faults and its last captcha. A tenant is made from the seed file on first use.
import { DatabaseSync } from 'node:sqlite';
import type { Fault, TenantLike } from './engine/core.ts';
import { shanghaiDay } from './engine/core.ts';
import { type Scope, Store, TenantFiles, openDatabase } from './store.ts';

export class Tenant implements TenantLike {
  readonly name: string;
  store: Store;
  faults: Fault[] = [];
  captcha: string | null = null;
  private offsetMs: number;

  constructor(name: string, db: DatabaseSync) {
    this.name = name;
    this.store = new Store(db);
    this.offsetMs = Number(this.store.meta('clockOffsetMs') ?? 0);
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  today(): string {
    return shanghaiDay(this.now());
  }

  get clockOffsetMs(): number {
    return this.offsetMs;
  }

  setClockOffset(ms: number): void {
    this.offsetMs = ms;
    this.store.setMeta('clockOffsetMs', String(ms));
  }

  close(): void {
    this.store.db.close();
  }

  /**
   * The tenant as one owner sees it: the same clock, captcha and faults, its store scoped to the
   * owner's records (`undefined`: every record).
   */
  as(owner: Scope): Tenant {
    if (owner === this.store.scope) return this;
    const base = this;
    const view = Object.create(base) as Tenant;
    Object.defineProperty(view, 'store', { value: base.store.scoped(owner), enumerable: true });
    Object.defineProperty(view, 'captcha', {
      get: () => base.captcha,
      set: (v: string | null) => {
        base.captcha = v;
      },
    });
    Object.defineProperty(view, 'faults', {
      get: () => base.faults,
      set: (v: Fault[]) => {
        base.faults = v;
      },
    });
    return view;
  }
}

export class Tenants {
  private readonly open = new Map<string, Tenant>();
  readonly files: TenantFiles;
  private readonly seedFile: () => string;

  constructor(dir: string, seedFile: () => string) {
    this.files = new TenantFiles(dir);
    this.seedFile = seedFile;
  }

  get(name: string): Tenant {
    let t = this.open.get(name);
    if (!t) {
      if (!this.files.exists(name)) this.files.copyFrom(this.seedFile(), name);
      t = new Tenant(name, openDatabase(this.files.file(name)));
      this.open.set(name, t);
    }
    return t;
  }

  /**
   * Back to the seed: the file is replaced, the clock and faults go with it. `keepSessions` carries
   * the signed-in sessions over (the seed's accounts keep their ids), for a suite that resets its
   * data between files without logging in again. Their idle time starts again from the seed's
   * clock: a session last seen on a moved clock would otherwise be judged by one it never lived on
   * (ended at once after a clock set back, kept for weeks after one moved forward).
   */
  reset(name: string, { keepSessions = false }: { keepSessions?: boolean } = {}): Tenant {
    const old = this.open.get(name) ?? (keepSessions && this.files.exists(name) ? this.get(name) : undefined);
    type SessionRow = { sid: string; extend: string | null; user_id: string };
    const sessions =
      keepSessions && old
        ? (old.store.db.prepare('SELECT sid, extend, user_id FROM sessions').all() as SessionRow[])
        : [];
    old?.close();
    this.open.delete(name);
    this.files.copyFrom(this.seedFile(), name);
    const fresh = this.get(name);
    const insert = fresh.store.db.prepare(
      'INSERT OR REPLACE INTO sessions (sid, extend, user_id, last_seen) VALUES (?, ?, ?, ?)',
    );
    const now = fresh.now().getTime();
    for (const r of sessions) insert.run(r.sid, r.extend, r.user_id, now);
    return fresh;
  }

  names(): string[] {
    return [...new Set([...this.files.list(), ...this.open.keys()])].sort();
  }

  closeAll(): void {
    for (const t of this.open.values()) t.close();
    this.open.clear();
  }
}
