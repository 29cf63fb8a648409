// A record must fit every answer that shows it: its list rows and its detail. Fields the contract
// requires there but the record lacks (a row seeded from a list has no detail fields; a new record
// has only what its form sent) are taken from the detail's `ok` example, or set empty where the
// contract allows it. A time stamp in a field the contract declares a date is cut to its date.
import type { Contract } from '../contract.ts';
import type { Row } from '../store.ts';
import type { ResourceSpec } from './resource.ts';

type Node = Record<string, any>;
interface Plan {
  required: string[];
  template: Row;
  nullable: Set<string>;
  arrays: Set<string>;
  dates: Set<string>;
}

const plans = new WeakMap<Contract, Map<string, Plan>>();

function requiredOf(contract: Contract, schema: unknown, out: Set<string>): void {
  const s = contract.deref<Node>(schema);
  if (!s || typeof s !== 'object') return;
  for (const part of s.allOf ?? []) requiredOf(contract, part, out);
  for (const r of s.required ?? []) out.add(r);
}

function dataSchema(contract: Contract, operationId: string, list: boolean): unknown {
  const op = contract.byId.get(operationId);
  const ptr = op?.responses.get(200)?.pointer.get('application/json');
  if (!ptr) return undefined;
  const data = contract.propertiesOf(contract.deref({ $ref: ptr })).data;
  if (!list) return data;
  const props = contract.propertiesOf(data);
  return props.list ? contract.deref<Node>(props.list).items : contract.deref<Node>(data)?.items;
}

function planFor(contract: Contract, spec: ResourceSpec): Plan {
  let byKind = plans.get(contract);
  if (!byKind) plans.set(contract, (byKind = new Map()));
  const cached = byKind.get(spec.kind);
  if (cached) return cached;
  const required = new Set<string>();
  const props: Record<string, Node> = {};
  let template: Row = {};
  for (const id of Object.keys(spec.lists ?? {})) {
    const s = dataSchema(contract, id, true);
    requiredOf(contract, s, required);
    Object.assign(props, contract.propertiesOf(s));
  }
  for (const id of Object.keys(spec.details ?? {})) {
    const s = dataSchema(contract, id, false);
    requiredOf(contract, s, required);
    Object.assign(props, contract.propertiesOf(s));
    const ok = (contract.example(contract.byId.get(id)!, 'ok')?.value as Row | undefined)?.data;
    if (ok && typeof ok === 'object' && !Object.keys(template).length) template = ok;
  }
  if (!Object.keys(template).length) {
    for (const id of Object.keys(spec.lists ?? {})) {
      const first = (contract.example(contract.byId.get(id)!, 'ok')?.value as Row | undefined)?.data?.list?.[0];
      if (first) {
        template = first;
        break;
      }
    }
  }
  const nullable = new Set<string>();
  const arrays = new Set<string>();
  const dates = new Set<string>();
  for (const [name, p] of Object.entries(props)) {
    const types = ([] as unknown[]).concat(p.type ?? []);
    const d = contract.deref<Node>(p) ?? {};
    if ([d, ...(d.oneOf ?? d.anyOf ?? [])].some((x: Node) => contract.deref<Node>(x)?.format === 'date'))
      dates.add(name);
    if (
      types.includes('null') ||
      (p.oneOf ?? p.anyOf ?? []).some((x: Node) => contract.deref<Node>(x)?.type === 'null')
    )
      nullable.add(name);
    if (types.includes('array')) arrays.add(name);
  }
  const plan = { required: [...required], template, nullable, arrays, dates };
  byKind.set(spec.kind, plan);
  return plan;
}

export function fillRequired(contract: Contract, spec: ResourceSpec, row: Row): Row {
  const plan = planFor(contract, spec);
  for (const name of plan.required) {
    if (row[name] !== undefined) continue;
    // A record's files are its own: one without a reference of its own gets its id, as a saved one
    // does, never the example record's (it would list, and take, that record's files).
    if (name === 'attrefsysid' && typeof (row.id ?? row[spec.key]) === 'string') row[name] = row.id ?? row[spec.key];
    else if (plan.arrays.has(name)) row[name] = [];
    else if (plan.nullable.has(name)) row[name] = null;
    else if (plan.template[name] !== undefined) row[name] = structuredClone(plan.template[name]);
  }
  for (const name of plan.dates) {
    const v = row[name];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]/.test(v)) row[name] = v.slice(0, 10);
  }
  return row;
}
