// What a handler sees and returns, and the answers every handler builds from the contract's own
// examples (a success keeps the envelope of the operation's `ok` example; a refusal is one of the
// operation's named failure examples, word for word).
import type { IncomingMessage } from 'node:http';
import type { Contract, Operation } from '../contract.ts';
import type { Row, Store } from '../store.ts';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export interface Fault {
  id: string;
  operationId?: string;
  status?: number;
  example?: string;
  network?: 'reset' | 'hang';
  latencyMs?: number;
  times?: number;
  remaining: number | null;
}

export interface TenantLike {
  readonly name: string;
  readonly store: Store;
  now(): Date;
  /** The tenant's date in Asia/Shanghai, `YYYY-MM-DD`. */
  today(): string;
  captcha: string | null;
}

export interface Call {
  tenant: TenantLike;
  contract: Contract;
  op: Operation;
  /** Query, path and body fields together (body last), coerced to the contract's types. */
  input: Row;
  query: Row;
  pathValues: Record<string, string>;
  body: unknown;
  files: UploadedFile[];
  /** The signed-in account, for secured operations. */
  user: Row | null;
  sid: string | null;
  origin: string;
  req: IncomingMessage;
}

export interface Answer {
  status?: number;
  json?: unknown;
  bytes?: Buffer;
  type?: string;
  filename?: string;
  headers?: Record<string, string>;
  /** `state` when the answer comes from the tenant's data, `example` when from the contract. */
  source?: 'state' | 'example';
}

export type Handler = (call: Call) => Answer | Promise<Answer>;

/** Thrown by a handler to refuse with one of the operation's named examples. */
export class Refusal extends Error {
  readonly example: string;
  readonly status: number;
  /** The message about this record, in place of the example's (which names the example's own). */
  readonly text: string | undefined;
  constructor(example: string, status = 200, text?: string) {
    super(example);
    this.example = example;
    this.status = status;
    this.text = text;
  }
}

/** Refuses with the operation's named failure example; `text` says it of the record at hand. */
export const refuse = (example: string, status = 200, text?: string): never => {
  throw new Refusal(example, status, text);
};

/** The answer of a refusal: the example, its message replaced by the refusal's own where it has one. */
export function refusalAnswer(call: Pick<Call, 'contract' | 'op'>, e: Refusal): Answer {
  const answer = exampleAnswer(call, e.example, e.status);
  if (e.text && answer.json && typeof answer.json === 'object') {
    const body = answer.json as Row;
    for (const k of ['errorMsg', 'errmsg', 'message']) if (typeof body[k] === 'string') body[k] = e.text;
    // A check that answers success with `allowed: false` gives its reason in the data.
    const data = body.data as Row | undefined;
    if (data && typeof data === 'object' && typeof data.reason === 'string') data.reason = e.text;
  }
  return { ...answer, source: 'state' };
}

export function exampleAnswer(call: Pick<Call, 'contract' | 'op'>, name: string, status = 200): Answer {
  const ex = call.contract.example(call.op, name, status);
  if (!ex) throw new Error(`${call.op.operationId} 没有命名示例 ${name}（${status}）`);
  if (ex.mediaType.includes('json')) return { status, json: structuredClone(ex.value), source: 'example' };
  return { status, bytes: Buffer.from(String(ex.value ?? '')), type: ex.mediaType, source: 'example' };
}

/** A success in the operation's own envelope, with `data`. */
export function success(call: Pick<Call, 'contract' | 'op'>, data: unknown, extra: Row = {}): Answer {
  const ok = call.contract.example(call.op, 'ok');
  const envelope: Row = ok && typeof ok.value === 'object' && ok.value ? { ...(ok.value as Row) } : { success: true };
  if (data === undefined) delete envelope.data;
  else envelope.data = data;
  return { status: 200, json: { ...envelope, ...extra }, source: 'state' };
}

/** A failure with a message of its own, in the shape of the operation's business refusal. */
export function failure(call: Pick<Call, 'contract' | 'op'>, message: string): Answer {
  const refused = call.contract.example(call.op, 'businessRefused') ?? call.contract.example(call.op, 'resultFalse');
  const base: Row = refused && typeof refused.value === 'object' ? { ...(refused.value as Row) } : { success: false };
  for (const k of ['errorMsg', 'errmsg', 'message']) if (k in base) base[k] = message;
  if (!('errorMsg' in base) && !('errmsg' in base) && !('message' in base)) base.errorMsg = message;
  return { status: 200, json: base, source: 'state' };
}

export function pageOf(input: Row): { pageNo: number; pageSize: number } {
  const int = (v: unknown, d: number) => (Number.isInteger(Number(v)) && Number(v) >= 1 ? Number(v) : d);
  return { pageNo: int(input.pageNo, 1), pageSize: Math.min(int(input.pageSize, 10), 500) };
}

export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

/** Days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export function stamp(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

export function shanghaiDay(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
