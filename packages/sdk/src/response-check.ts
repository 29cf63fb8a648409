// `validateResponses`: checks an answer against the contract's schema for its operation and status.
// Loaded by the client on the first answer when the option is on (development), so the schemas
// (src/generated/response-schemas.ts) never reach a production bundle that leaves it off.
// The checker knows the keywords the contract uses (scripts/generate.mjs keeps only those).
import { responseSchemas } from './generated/response-schemas';

/** One difference between an answer and the contract. */
export interface ResponseViolation {
  /** `METHOD /path` of the contract operation. */
  operation: string;
  /** HTTP status of the answer. */
  status: number;
  /** Where in the answer, as a JSON path: `data.list[0].count` (empty: the answer itself). */
  path: string;
  /** What the contract expects there (Chinese). */
  message: string;
}

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

const schemas = responseSchemas.schemas as Record<string, Schema>;

const typeOf = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number' && Number.isInteger(v)
        ? 'integer'
        : typeof v;
const fits = (type: string, v: unknown) => type === typeOf(v) || (type === 'number' && typeof v === 'number');
const shown = (v: unknown) =>
  typeof v === 'string' ? `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"` : JSON.stringify(v);
const child = (path: string, key: string | number) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? path
        ? `${path}.${key}`
        : key
      : `${path}[${JSON.stringify(key)}]`;
const describe = (s: Schema): string =>
  s.$ref ?? ([] as string[]).concat(s.type ?? (s.properties ? 'object' : '…')).join(' 或 ');

type Found = { path: string; message: string };

function check(schema: Schema | undefined, value: unknown, path: string, out: Found[]): void {
  if (!schema) return;
  if (schema.$ref) return check(schemas[schema.$ref], value, path, out);
  for (const s of schema.allOf ?? []) check(s, value, path, out);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const passing = options.filter((s) => {
      const o: Found[] = [];
      check(s, value, path, o);
      return o.length === 0;
    }).length;
    if (passing === 0 || (schema.oneOf && passing > 1)) {
      out.push({
        path,
        message: passing
          ? `同时符合多种形式（${options.map(describe).join('、')}），应只符合一种`
          : `应为 ${options.map(describe).join(' 或 ')}，实为 ${typeOf(value)}（${shown(value)}）`,
      });
    }
  }
  if (schema.type) {
    const types = ([] as string[]).concat(schema.type);
    if (!types.some((t) => fits(t, value))) {
      out.push({ path, message: `应为 ${types.join(' 或 ')}，实为 ${typeOf(value)}（${shown(value)}）` });
      return;
    }
  }
  if (schema.enum && !schema.enum.includes(value))
    out.push({ path, message: `应为 ${schema.enum.map(shown).join('、')} 之一，实为 ${shown(value)}` });
  if ('const' in schema && schema.const !== value)
    out.push({ path, message: `应为 ${shown(schema.const)}，实为 ${shown(value)}` });
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value))
      out.push({ path, message: `应符合格式 ${schema.pattern}，实为 ${shown(value)}` });
    if (schema.minLength !== undefined && value.length < schema.minLength)
      out.push({ path, message: `至少 ${schema.minLength} 个字符` });
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      out.push({ path, message: `至多 ${schema.maxLength} 个字符` });
  } else if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      out.push({ path, message: `应不小于 ${schema.minimum}，实为 ${value}` });
    if (schema.maximum !== undefined && value > schema.maximum)
      out.push({ path, message: `应不大于 ${schema.maximum}，实为 ${value}` });
  } else if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      out.push({ path, message: `至少 ${schema.minItems} 项` });
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      out.push({ path, message: `至多 ${schema.maxItems} 项` });
    value.forEach((item, i) => check(schema.items, item, child(path, i), out));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? [])
      if (!(key in record)) out.push({ path: child(path, key), message: '缺少此字段（契约要求必有）' });
    for (const [key, v] of Object.entries(record)) {
      const declared = schema.properties?.[key];
      if (declared) check(declared, v, child(path, key), out);
      else if (schema.additionalProperties === false) out.push({ path: child(path, key), message: '契约没有这个字段' });
      else if (typeof schema.additionalProperties === 'object')
        check(schema.additionalProperties, v, child(path, key), out);
    }
  }
}

/** Every difference between a JSON answer and the contract (none: it fits). */
export function checkResponse(operation: string, status: number, body: unknown): ResponseViolation[] {
  const byStatus = responseSchemas.operations[operation] as Record<string, Schema> | undefined;
  if (!byStatus) return [];
  const schema = byStatus[String(status)];
  if (!schema)
    return [
      {
        operation,
        status,
        path: '',
        message: `契约没有状态码 ${status} 的 JSON 应答（有 ${Object.keys(byStatus).join('、')}）`,
      },
    ];
  const found: Found[] = [];
  check(schema, body, '', found);
  // allOf branches can say the same thing twice.
  const seen = new Set<string>();
  return found
    .filter((f) => !seen.has(`${f.path}|${f.message}`) && seen.add(`${f.path}|${f.message}`))
    .map((f) => ({ operation, status, ...f }));
}

/** The default report of `validateResponses: true`. */
export function warn(v: ResponseViolation): void {
  console.warn(`[@tzsb/sdk] ${v.operation} 的应答（${v.status}）不符合契约：${v.path || '应答本身'} ${v.message}`);
}
