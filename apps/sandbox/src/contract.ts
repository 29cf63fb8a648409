// The contract, loaded once: every operation with its matcher, its request and answer schemas and
// its named examples. Two Ajv2020 instances over the one bundled document: requests are checked with
// type coercion (a form field is always a string on the wire), answers without it. Schemas compile on
// first use, so the server answers within a second of starting.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Node;
  pointer: string;
}

export interface NamedExample {
  name: string;
  status: number;
  mediaType: string;
  summary: string;
  value: unknown;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  pathParams: string[];
  summary: string;
  secured: boolean;
  idempotent: boolean;
  provenance: string;
  parameters: Parameter[];
  requestMedia: string | null;
  requestRequired: boolean;
  requestPointer: string | null;
  /** The request body's properties, flattened over allOf (for filters and coercion). */
  requestProperties: Record<string, Node>;
  responses: Map<number, { mediaTypes: string[]; pointer: Map<string, string> }>;
  examples: NamedExample[];
  paged: boolean;
}

export interface Violation {
  location: string[];
  severity: 'Error';
  code: string;
  message: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The repository holding this package, when run from a checkout. */
export function repoRoot(): string | null {
  let dir = here;
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'openapi/openapi.yaml')) && existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return null;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) out.push(...filesUnder(file));
    else if (/\.ya?ml$/.test(name)) out.push(file);
  }
  return out.sort();
}

/**
 * The bundled contract as JSON. Order: SANDBOX_CONTRACT (a bundled JSON), the package's own
 * `openapi.json` (a packed install), else the repository's YAML bundled by Redocly once and cached
 * by the hash of its files (a changed contract is bundled again on the next start).
 */
export function locateContract(cacheDir: string): string {
  const given = process.env.SANDBOX_CONTRACT;
  if (given) return resolve(given);
  const root = repoRoot();
  if (root) {
    const hash = createHash('sha256');
    for (const file of filesUnder(join(root, 'openapi')))
      hash.update(file.slice(root.length)).update(readFileSync(file));
    const cached = join(cacheDir, `contract-${hash.digest('hex').slice(0, 16)}.json`);
    if (!existsSync(cached)) {
      mkdirSync(cacheDir, { recursive: true });
      execFileSync(
        join(root, 'node_modules/.bin/redocly'),
        ['bundle', join(root, 'openapi/openapi.yaml'), '--ext', 'json', '-o', cached],
        { stdio: 'pipe' },
      );
    }
    return cached;
  }
  for (const candidate of [
    join(here, 'openapi.json'),
    join(here, '../openapi.json'),
    join(here, '../dist/openapi.json'),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('找不到契约：请设置 SANDBOX_CONTRACT 为打包后的 openapi.json');
}

export class Contract {
  readonly doc: Node;
  readonly operations: Operation[];
  readonly byId = new Map<string, Operation>();
  private readonly requestAjv: Ajv2020;
  private readonly answerAjv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(doc: Node) {
    this.doc = doc;
    const make = (coerce: boolean) => {
      // The contract is linted before it gets here: checking it again as a JSON Schema costs startup.
      const ajv = new Ajv2020({
        strict: false,
        validateSchema: false,
        allErrors: true,
        coerceTypes: coerce ? 'array' : false,
        validateFormats: true,
        useDefaults: false,
      });
      addFormats(ajv);
      for (const f of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(f, true);
      ajv.addSchema(doc, 'contract');
      return ajv;
    };
    this.requestAjv = make(true);
    this.answerAjv = make(false);
    this.operations = [];
    for (const [path, item] of Object.entries<Node>(doc.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
        const raw = item[method];
        if (!raw?.operationId) continue;
        const op = this.describe(path, method, raw, item);
        this.operations.push(op);
        this.byId.set(op.operationId, op);
      }
    }
    // A literal path before a templated one.
    this.operations.sort((a, b) => a.pathParams.length - b.pathParams.length);
  }

  static load(file: string): Contract {
    return new Contract(JSON.parse(readFileSync(file, 'utf8')));
  }

  /** Follows local `$ref`s. */
  deref<T = Node>(node: unknown): T {
    let cur = node as Node;
    for (let i = 0; i < 20 && cur && typeof cur === 'object' && typeof cur.$ref === 'string'; i++) {
      cur = this.at(cur.$ref.replace(/^#/, ''));
    }
    return cur as T;
  }

  private at(pointer: string): Node {
    let cur: any = this.doc;
    for (const part of pointer.split('/').slice(1)) cur = cur?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    return cur;
  }

  /** The properties of an object schema, through `allOf` and `$ref`. */
  propertiesOf(schema: unknown): Record<string, Node> {
    const s = this.deref<Node>(schema);
    if (!s || typeof s !== 'object') return {};
    const out: Record<string, Node> = {};
    for (const part of s.allOf ?? []) Object.assign(out, this.propertiesOf(part));
    for (const [k, v] of Object.entries<Node>(s.properties ?? {})) out[k] = this.deref(v);
    return out;
  }

  private describe(path: string, method: string, raw: Node, item: Node): Operation {
    const base = `#/paths/${escapePointer(path)}/${method}`;
    const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const pattern = new RegExp(
      `^${path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')
        .replace(/\{[^}]+\}/g, '([^/]+)')}$`,
    );
    const parameters: Parameter[] = [];
    const addParams = (list: unknown[] | undefined, ptr: string) => {
      (list ?? []).forEach((p, i) => {
        const param = this.deref<Node>(p);
        if (!param?.name) return;
        const existing = parameters.findIndex((x) => x.name === param.name && x.in === param.in);
        const ref = (p as Node)?.$ref;
        const entry: Parameter = {
          name: param.name,
          in: param.in,
          required: param.required,
          schema: param.schema,
          pointer: typeof ref === 'string' ? ref.replace(/^#/, '#') : `${ptr}/${i}`,
        };
        if (existing >= 0) parameters[existing] = entry;
        else parameters.push(entry);
      });
    };
    addParams(item.parameters, `#/paths/${escapePointer(path)}/parameters`);
    addParams(raw.parameters, `${base}/parameters`);
    const body = this.deref<Node>(raw.requestBody);
    const requestMedia = body?.content ? (Object.keys(body.content)[0] ?? null) : null;
    const bodyBase = typeof raw.requestBody?.$ref === 'string' ? raw.requestBody.$ref : `${base}/requestBody`;
    const requestPointer = requestMedia ? `${bodyBase}/content/${escapePointer(requestMedia)}/schema` : null;
    const requestProperties = requestMedia ? this.propertiesOf(body.content[requestMedia].schema) : {};
    const responses = new Map<number, { mediaTypes: string[]; pointer: Map<string, string> }>();
    const examples: NamedExample[] = [];
    for (const [status, r] of Object.entries<Node>(raw.responses ?? {})) {
      const response = this.deref<Node>(r);
      const code = Number(status);
      const pointer = new Map<string, string>();
      const refBase = r?.$ref ? r.$ref : `${base}/responses/${status}`;
      for (const [media, content] of Object.entries<Node>(response?.content ?? {})) {
        pointer.set(media, `${refBase}/content/${escapePointer(media)}/schema`);
        for (const [name, ex] of Object.entries<Node>(content.examples ?? {})) {
          if (examples.some((e) => e.name === name && e.status === code)) continue;
          const example = this.deref<Node>(ex);
          examples.push({
            name,
            status: code,
            mediaType: media,
            summary: String(example?.summary ?? ''),
            value: example?.value,
          });
        }
        if (!content.examples && content.example !== undefined) {
          examples.push({ name: '', status: code, mediaType: media, summary: '', value: content.example });
        }
      }
      responses.set(code, { mediaTypes: Object.keys(response?.content ?? {}), pointer });
    }
    const security = raw.security ?? this.doc.security ?? [];
    const secured = !(Array.isArray(security) && security.some((s: Node) => Object.keys(s).length === 0));
    const idempotent = raw['x-idempotent'] ?? method === 'get';
    const paged = 'pageNo' in requestProperties || parameters.some((p) => p.name === 'pageNo');
    return {
      operationId: raw.operationId,
      method: method.toUpperCase(),
      path,
      pattern,
      pathParams,
      summary: raw.summary ?? '',
      secured,
      idempotent,
      provenance: raw['x-provenance'] ?? 'documented',
      parameters,
      requestMedia,
      requestRequired: Boolean(body?.required),
      requestPointer,
      requestProperties,
      responses,
      examples,
      paged,
    };
  }

  /** The operation a request is for, with its path parameters. */
  match(method: string, pathname: string): { op: Operation; pathValues: Record<string, string> } | null {
    for (const op of this.operations) {
      if (op.method !== method) continue;
      const m = op.pattern.exec(pathname);
      if (!m) continue;
      const pathValues: Record<string, string> = {};
      op.pathParams.forEach((name, i) => {
        pathValues[name] = decodeURIComponent(m[i + 1]!);
      });
      return { op, pathValues };
    }
    return null;
  }

  /** Operations at a path under another method (for a 405). */
  methodsAt(pathname: string): string[] {
    return this.operations.filter((o) => o.pattern.test(pathname)).map((o) => o.method);
  }

  example(op: Operation, name: string, status = 200): NamedExample | undefined {
    return op.examples.find((e) => e.name === name && e.status === status);
  }

  private validator(ajv: Ajv2020, key: string, pointer: string, held = false): ValidateFunction {
    const cacheKey = `${ajv === this.requestAjv ? 'q' : 'a'}:${pointer}:${key}`;
    let fn = this.compiled.get(cacheKey);
    if (!fn) {
      const ref = { $ref: `contract${pointer.startsWith('#') ? pointer : `#${pointer}`}` };
      fn = ajv.compile(held ? { type: 'object', properties: { v: ref } } : ref);
      this.compiled.set(cacheKey, fn);
    }
    return fn;
  }

  /**
   * Checks (and coerces in place) a request's parameters and body. Returns Prism's validation list,
   * empty when the request keeps the contract.
   */
  checkRequest(
    op: Operation,
    input: { query: Record<string, unknown>; path: Record<string, unknown>; body: unknown; media: string | null },
  ): Violation[] {
    const out: Violation[] = [];
    for (const p of op.parameters) {
      if (p.in !== 'query' && p.in !== 'path') continue;
      const bag = p.in === 'query' ? input.query : input.path;
      if (bag[p.name] === undefined) {
        if (p.required)
          out.push({
            location: [p.in, p.name],
            severity: 'Error',
            code: 'required',
            message: `缺少必填参数 ${p.name}`,
          });
        continue;
      }
      if (!p.schema) continue;
      // Coercion rewrites a value inside its parent: validate a holder object.
      const holder = { v: bag[p.name] };
      const fn = this.validator(this.requestAjv, 'param', `${p.pointer}/schema`, true);
      if (!fn(holder)) {
        for (const e of fn.errors ?? [])
          out.push(toViolation({ ...e, instancePath: e.instancePath.replace(/^\/v/, '') }, [p.in, p.name]));
      } else {
        bag[p.name] = holder.v;
      }
    }
    if (op.requestPointer) {
      const empty =
        input.body === undefined ||
        input.body === null ||
        (typeof input.body === 'object' &&
          !Array.isArray(input.body) &&
          Object.keys(input.body as object).length === 0 &&
          input.media === null);
      if (empty) {
        if (op.requestRequired)
          out.push({ location: ['body'], severity: 'Error', code: 'required', message: '缺少请求体' });
      } else if (input.media && op.requestMedia && !sameMedia(input.media, op.requestMedia)) {
        out.push({
          location: ['header', 'content-type'],
          severity: 'Error',
          code: 'mediaType',
          message: `请求体类型应为 ${op.requestMedia}，收到 ${input.media}`,
        });
      } else {
        const fn = this.validator(this.requestAjv, 'body', op.requestPointer);
        if (!fn(input.body)) for (const e of fn.errors ?? []) out.push(toViolation(e, ['body']));
      }
    }
    return out;
  }

  /** Checks an answer; returns the violations (empty when it keeps the contract). */
  checkAnswer(op: Operation, status: number, media: string, body: unknown): Violation[] {
    const response = op.responses.get(status) ?? op.responses.get(Number(`${String(status)[0]}00`));
    if (!response)
      return [
        {
          location: ['response', 'status'],
          severity: 'Error',
          code: 'status',
          message: `契约没有为 ${op.operationId} 声明状态码 ${status}`,
        },
      ];
    const declared = response.mediaTypes.find((m) => sameMedia(m, media));
    if (!declared) {
      if (!response.mediaTypes.length && (body === undefined || body === null)) return [];
      return [
        {
          location: ['response', 'content-type'],
          severity: 'Error',
          code: 'mediaType',
          message: `契约为 ${op.operationId} 的 ${status} 应答声明的类型是 ${response.mediaTypes.join('、') || '无'}，收到 ${media}`,
        },
      ];
    }
    if (!declared.includes('json')) return [];
    const fn = this.validator(this.answerAjv, 'answer', response.pointer.get(declared)!);
    if (fn(body)) return [];
    return (fn.errors ?? []).map((e) => toViolation(e, ['response']));
  }
}

function sameMedia(a: string, b: string): boolean {
  const base = (m: string) => m.split(';')[0]!.trim().toLowerCase();
  return base(a) === base(b);
}

function toViolation(e: ErrorObject, prefix: string[]): Violation {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') path.push(String((e.params as { missingProperty: string }).missingProperty));
  const where = [...prefix, ...path];
  const field = path.length ? path.join('.') : prefix.at(-1);
  return {
    location: where,
    severity: 'Error',
    code: e.keyword,
    message: `${where[0] === 'response' ? '应答' : '请求'}字段 ${field} ${e.message ?? '不符合契约'}`,
  };
}
