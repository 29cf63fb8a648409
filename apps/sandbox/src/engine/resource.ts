// The generic resource engine: a business object is declared once (its key, its operations, its
// filters and lifecycle), and list / detail / save / delete / lifecycle moves are built from that
// declaration. Filters a list does not declare are read from the contract: a request field that the
// list's rows also carry filters on equality, one described as 模糊 on a fragment, and
// `xxxBegin` / `xxxEnd` on a date range of `xxx`.
import type { Contract, Operation } from '../contract.ts';
import { eq, gte, inList, like, type Cond, type Row, type Store, field } from '../store.ts';
import { type Call, type Handler, failure, pageOf, refuse, str, success, stamp, Refusal } from './core.ts';
import { fillRequired } from './required.ts';

export type FilterKind = 'eq' | 'like' | 'gte' | 'lte' | 'in' | 'skip';
export type FilterFn = (value: string, call: Call) => Cond | null;

export interface ListSpec {
  /** Request field → how it filters (overrides what the contract suggests). */
  filters?: Record<string, FilterKind | FilterFn>;
  /** Conditions the list always has (an overdue list: next inspection before today). */
  where?: (call: Call) => Cond[];
  orderBy?: string;
  /** Another stored kind this list reads (a list of another object's rows). */
  kind?: string;
}

export interface Lifecycle {
  field: string;
  nameField?: string;
  names: Record<string, string>;
}

export interface MoveSpec {
  from: string[];
  to: string;
  /** A field stamped with the tenant's time. */
  stamp?: string;
  /** The named example answered when the record's status does not allow the move. */
  refusal?: string;
  /** Extra change (a reason, a code…). */
  apply?: (row: Row, call: Call) => void;
}

export interface SaveSpec {
  /** Refuse or adjust before the save (throw `refuse(...)`). */
  check?: (call: Call, existing: Row | undefined, row: Row) => void;
  /** Fields computed on create. */
  create?: (call: Call, row: Row) => void;
  /** Fields recomputed on every save. */
  always?: (call: Call, row: Row) => void;
  /** `isCommit=true` submits in the same call (status 1 instead of 0). */
  commitFlag?: string;
  /** The form field names that map to other record fields. */
  rename?: Record<string, string>;
}

export interface ResourceSpec {
  kind: string;
  /** Chinese name, for the console and messages. */
  name: string;
  key: string;
  /** Request fields that carry the record's id (the key and `id` by default). */
  idFields?: string[];
  newId?: (call: Call) => string;
  lifecycle?: Lifecycle;
  lists?: Record<string, ListSpec>;
  details?: Record<string, { kind?: string }>;
  saves?: Record<string, SaveSpec>;
  /** Deletes: the statuses a record may be deleted in, the refusal otherwise, what goes with it. */
  removes?: Record<string, { from?: string[]; refusal?: string; cascade?: (store: Store, id: string) => void }>;
  moves?: Record<string, MoveSpec>;
  /** Computed at answer time (days to a date, counts…). */
  decorate?: (row: Row, call: Call) => Row;
  /** Operations whose examples seed this object (their rows and details, merged by key). */
  seedFrom?: string[];
  /** Fields a seeded row derives from its own before the contract's template fills the rest. */
  seedRow?: (row: Row) => Row;
  /** Custom handlers for operations of this object that fit none of the above. */
  handlers?: Record<string, Handler>;
}

export const APPLICATION_STATES: Lifecycle = {
  field: 'status',
  nameField: 'statusName',
  names: { '0': '草稿', '1': '已提交', '2': '受理中', '3': '已办结', '4': '已退回', '5': '已撤销' },
};

const PAGING = new Set(['pageNo', 'pageSize', 'orderBy', '__ajax', '__sid', '__extend', 't']);

/** Fields of a list's rows, from the contract (data.list.items). */
export function rowFields(contract: Contract, op: Operation): Set<string> {
  const ptr = op.responses.get(200)?.pointer.get('application/json');
  if (!ptr) return new Set();
  const schema = contract.deref({ $ref: ptr });
  const data = contract.propertiesOf(schema).data;
  const dataProps = contract.propertiesOf(data);
  const items = dataProps.list
    ? contract.deref<Record<string, unknown>>(dataProps.list).items
    : contract.deref<Record<string, unknown>>(data)?.items;
  return new Set(Object.keys(contract.propertiesOf(items)));
}

export function idOf(spec: ResourceSpec, call: Call): string {
  for (const f of [...(spec.idFields ?? [spec.key, 'id'])]) {
    const v = call.pathValues[f] ?? call.input[f];
    if (str(v)) return str(v);
  }
  if (call.pathValues.id) return call.pathValues.id;
  return '';
}

function notFound(call: Call, what: string) {
  if (call.contract.example(call.op, 'notFound')) refuse('notFound');
  return failure(call, `${what}不存在或已删除`);
}

function setState(spec: ResourceSpec, row: Row, status: string) {
  const lc = spec.lifecycle;
  if (!lc) return;
  row[lc.field] = status;
  if (lc.nameField) row[lc.nameField] = lc.names[status] ?? status;
}

export function buildHandlers(spec: ResourceSpec, contract: Contract): Map<string, Handler> {
  const out = new Map<string, Handler>();
  const decorate = (row: Row, call: Call) => (spec.decorate ? spec.decorate(row, call) : row);

  for (const [operationId, list] of Object.entries(spec.lists ?? {})) {
    const op = contract.byId.get(operationId);
    if (!op) throw new Error(`${spec.kind}: 契约中没有 ${operationId}`);
    const fields = rowFields(contract, op);
    const props = {
      ...op.requestProperties,
      ...Object.fromEntries(
        op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, contract.deref(p.schema) ?? {}]),
      ),
    };
    const plan: [string, FilterFn][] = [];
    for (const [name, schema] of Object.entries(props)) {
      if (PAGING.has(name)) continue;
      const declared = list.filters?.[name];
      if (declared === 'skip') continue;
      if (typeof declared === 'function') {
        plan.push([name, declared]);
        continue;
      }
      const range = /^(.+?)(Begin|Start|From)$/.exec(name) ?? /^(?:begin|start)(.+)$/.exec(name);
      const rangeEnd = /^(.+?)(End|To)$/.exec(name) ?? /^end(.+)$/.exec(name);
      const base = (m: RegExpExecArray) => m[1]![0]!.toLowerCase() + m[1]!.slice(1);
      const kind: FilterKind | undefined =
        declared ??
        (range && fields.has(base(range)) ? 'gte' : rangeEnd && fields.has(base(rangeEnd)) ? 'lte' : undefined) ??
        (fields.has(name) ? (/模糊/.test(String((schema as Row)?.description ?? '')) ? 'like' : 'eq') : undefined);
      if (!kind) continue;
      const target = kind === 'gte' && range ? base(range) : kind === 'lte' && rangeEnd ? base(rangeEnd) : name;
      plan.push([
        name,
        (v) => {
          if (kind === 'like') return like(target, v);
          if (kind === 'gte') return { sql: `substr(${field(target)}, 1, 10) >= ?`, args: [v.slice(0, 10)] };
          if (kind === 'lte') return { sql: `substr(${field(target)}, 1, 10) <= ?`, args: [v.slice(0, 10)] };
          if (kind === 'in') return inList(target, v.split(','));
          return eq(target, v);
        },
      ]);
    }
    out.set(operationId, (call) => {
      const conds: Cond[] = [...(list.where?.(call) ?? [])];
      for (const [name, fn] of plan) {
        const v = call.input[name];
        if (v === undefined || v === null || str(v) === '') continue;
        const c = fn(Array.isArray(v) ? v.join(',') : str(v), call);
        if (c) conds.push(c);
      }
      const { pageNo, pageSize } = pageOf(call.input);
      const page = call.tenant.store.page(list.kind ?? spec.kind, conds, pageNo, pageSize, list.orderBy);
      return success(call, { list: page.list.map((r) => decorate(r, call)), count: page.count, pageNo, pageSize });
    });
  }

  for (const [operationId, detail] of Object.entries(spec.details ?? {})) {
    out.set(operationId, (call) => {
      const id = idOf(spec, call);
      const row = id ? call.tenant.store.get(detail.kind ?? spec.kind, id) : undefined;
      if (!row) return notFound(call, spec.name);
      return success(call, decorate(row, call));
    });
  }

  for (const [operationId, save] of Object.entries(spec.saves ?? {})) {
    const op = contract.byId.get(operationId)!;
    const okData = (contract.example(op, 'ok')?.value as Row | undefined)?.data;
    out.set(operationId, (call) => {
      const store = call.tenant.store;
      const id = idOf(spec, call);
      const existing = id ? store.get(spec.kind, id) : undefined;
      if (id && !existing && spec.key !== 'id' && call.input[spec.key]) return notFound(call, spec.name);
      // Another company's record is, to this one, a record that does not exist.
      if (id && !existing && store.taken(spec.kind, id)) return notFound(call, spec.name);
      if (existing && spec.lifecycle && !['0', '4', undefined].includes(existing[spec.lifecycle.field])) {
        if (call.contract.example(call.op, 'inFlow')) refuse('inFlow');
        return failure(call, `该${spec.name}已提交，不能修改`);
      }
      const row: Row = { ...(existing ?? {}) };
      for (const [k, v] of Object.entries(call.input)) {
        if (PAGING.has(k) || k === save.commitFlag) continue;
        row[save.rename?.[k] ?? k] = v;
      }
      const newId = existing
        ? id
        : id && spec.key === 'id' && !store.taken(spec.kind, id)
          ? id
          : (spec.newId?.(call) ?? crypto.randomUUID().replace(/-/g, ''));
      row[spec.key] = newId;
      save.check?.(call, existing, row);
      const now = call.tenant.now();
      if (!existing) {
        row.createDate ??= stamp(now);
        if (spec.lifecycle) setState(spec, row, '0');
        save.create?.(call, row);
      }
      row.updateDate = stamp(now);
      const committing =
        save.commitFlag && (call.input[save.commitFlag] === true || call.input[save.commitFlag] === 'true');
      if (committing && spec.lifecycle) {
        setState(spec, row, '1');
        row.submitDate = stamp(now);
        row.returnReason = null;
      } else if (existing && spec.lifecycle && existing[spec.lifecycle.field] === '4') {
        // A returned application edited stays returned until it is submitted again.
      }
      save.always?.(call, row);
      fillRequired(contract, spec, row);
      store.put(spec.kind, newId, row);
      let data: unknown = newId;
      if (okData && typeof okData === 'object' && !Array.isArray(okData)) {
        data = Object.fromEntries(
          Object.keys(okData).map((k) => [k, row[k] ?? (k === 'id' ? newId : (okData as Row)[k])]),
        );
      } else if (okData === null || okData === undefined) {
        data = okData;
      }
      return success(call, data);
    });
  }

  for (const [operationId, rm] of Object.entries(spec.removes ?? {})) {
    out.set(operationId, (call) => {
      const store = call.tenant.store;
      const raw = str(call.input.ids ?? call.input.id ?? call.input[spec.key]);
      const ids = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!ids.length) return failure(call, `请选择要删除的${spec.name}`);
      const rows = ids.map((id) => [id, store.get(spec.kind, id)] as const);
      if (rows.some(([, r]) => !r)) return notFound(call, spec.name);
      const allowed = rm.from ?? (spec.lifecycle ? ['0', '4'] : undefined);
      if (allowed && spec.lifecycle && rows.some(([, r]) => !allowed.includes(r![spec.lifecycle!.field]))) {
        if (rm.refusal) refuse(rm.refusal);
        return failure(call, `已提交的${spec.name}不能删除`);
      }
      store.transaction(() => {
        for (const [id] of rows) {
          store.remove(spec.kind, id);
          rm.cascade?.(store, id);
        }
      });
      return success(call, okDataOf(contract, call.op));
    });
  }

  for (const [operationId, move] of Object.entries(spec.moves ?? {})) {
    out.set(operationId, (call) => {
      const store = call.tenant.store;
      const raw = str(call.pathValues.id ?? call.input.ids ?? call.input.id ?? call.input[spec.key]);
      const ids = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!ids.length) return failure(call, `请选择${spec.name}`);
      const rows = ids.map((id) => [id, store.get(spec.kind, id)] as const);
      if (rows.some(([, r]) => !r)) return notFound(call, spec.name);
      const lc = spec.lifecycle!;
      if (rows.some(([, r]) => !move.from.includes(r![lc.field]))) {
        if (move.refusal && call.contract.example(call.op, move.refusal)) refuse(move.refusal);
        const current = lc.names[rows.find(([, r]) => !move.from.includes(r![lc.field]))![1]![lc.field]] ?? '当前';
        return failure(
          call,
          `${spec.name}${current}，不能${call.op.summary.replace(/^(.*?)(申请|登记|告知)?$/, '$1').slice(0, 8)}`,
        );
      }
      store.transaction(() => {
        for (const [id, r] of rows) {
          const row = { ...r! };
          setState(spec, row, move.to);
          if (move.stamp) row[move.stamp] = stamp(call.tenant.now());
          move.apply?.(row, call);
          row.updateDate = stamp(call.tenant.now());
          store.put(spec.kind, id, row);
        }
      });
      return success(call, okDataOf(contract, call.op));
    });
  }

  for (const [operationId, handler] of Object.entries(spec.handlers ?? {})) out.set(operationId, handler);
  return out;
}

function okDataOf(contract: Contract, op: Operation): unknown {
  const v = (contract.example(op, 'ok')?.value as Row | undefined)?.data;
  return v === undefined ? undefined : structuredClone(v);
}

export { Refusal };
