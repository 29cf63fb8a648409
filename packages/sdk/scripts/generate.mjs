// Regenerates src/generated/ from the contract: `pnpm --filter @tzsb/sdk generate`.
// - schema.d.ts: openapi-typescript types (binary fields typed as Blob);
// - operations.ts: per operation, the request media type and whether the answer is binary, which the
//   client's middleware needs (form and multipart bodies, blob answers) and which types cannot carry.
// - media.ts: what the client itself needs, kept small (it is in every bundle): the operations with
//   JSON and multipart bodies, the reads that are not GETs (`x-idempotent: true`, retried like GETs),
//   the GETs that are not reads, and the /a/ operations that take no `__ajax=json`.
// - paging.ts: the list operations taking the page query, for `paginate`.
// - response-schemas.ts: the JSON answers' schemas, compact, for `validateResponses` (loaded on demand).
// - fields.ts: the contract's label of each request field, for a 422 that names the fields it refused
//   (loaded on demand).
// - mocks.ts: every operation's answers by status and their example names, for `@tzsb/sdk/testing`;
// - sandbox-admin.d.ts: openapi-typescript types of the sandbox's admin API, for `@tzsb/sdk/testing`.
// - path-methods.d.ts: the paths of each HTTP method, which the client's calls take as `url` (worked
//   out here rather than by a type over every path item in each integrator's tsc).
// - catalog.ts: the CLI's catalogue; ../../ENDPOINTS.md: the operations by domain.
// `--check` compares instead of writing and fails when the committed files are stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { contractExamples } from '../../../scripts/lib/named-examples.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, '..');
const repo = resolve(pkg, '../..');
const check = process.argv.includes('--check');

export async function generate() {
  const bundled = join(mkdtempSync(join(tmpdir(), 'sdk-gen-')), 'openapi.json');
  execFileSync(
    resolve(repo, 'node_modules/.bin/redocly'),
    ['bundle', resolve(repo, process.env.TZSB_CONTRACT ?? 'openapi/openapi.yaml'), '--ext', 'json', '-o', bundled],
    { stdio: 'pipe' },
  );
  const doc = JSON.parse(readFileSync(bundled, 'utf8'));
  const deref = (n) =>
    n && typeof n.$ref === 'string' && n.$ref.startsWith('#/')
      ? n.$ref
          .slice(2)
          .split('/')
          .reduce((o, k) => o?.[k], doc)
      : n;

  const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());
  const ast = await openapiTS(doc, {
    alphabetize: false,
    // A default in a request schema must not make the field required for callers.
    defaultNonNullable: false,
    // No $Read / $Write markers: the client's call types (src/call-types.ts) read the schema without them.
    readWriteMarkers: false,
    transform(schema) {
      if (schema.format === 'binary') {
        const nullable = Array.isArray(schema.type) && schema.type.includes('null');
        return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      }
      return undefined;
    },
  });
  const header =
    '// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit: change the contract and run `pnpm --filter @tzsb/sdk generate`.\n';
  const schemaTs = header + astToString(ast);

  const ops = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const requestType = Object.keys(op.requestBody?.content ?? {})[0] ?? null;
      const okTypes = Object.keys(op.responses?.['200']?.content ?? {});
      const binary = okTypes.length > 0 && okTypes.every((t) => !t.includes('json'));
      ops[`${method.toUpperCase()} ${path}`] = {
        operationId: op.operationId,
        requestType,
        binary,
        secured: !(Array.isArray(op.security) && op.security.every((s) => Object.keys(s).length === 0)),
        servers: item.servers?.map((s) => s.url) ?? op.servers?.map((s) => s.url) ?? undefined,
      };
    }
  }
  const opsTs = `${header}
/** What the client needs to know about each operation beyond its types. */
export interface OperationInfo {
  readonly operationId: string;
  /** Media type of the request body, or null when the operation takes none. */
  readonly requestType: string | null;
  /** The 200 answer is a file (image, Excel, PDF): call it with \`parseAs: 'blob'\`. */
  readonly binary: boolean;
  /** Needs the session (__sid / __extend). */
  readonly secured: boolean;
  /** Served by another host than the API (e.g. the print host). */
  readonly servers?: readonly string[];
}

export const operations = ${JSON.stringify(ops, null, 2)} as const satisfies Record<string, OperationInfo>;

export type OperationKey = keyof typeof operations;
`;
  // The client needs only the request media type, and most bodies are form-encoded: it gets the
  // exceptions, which keeps what a browser downloads small as the contract grows.
  const known = new Set(['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data']);
  const byType = (t) =>
    Object.entries(ops)
      .filter(([, o]) => o.requestType === t)
      .map(([k]) => k);
  for (const [k, o] of Object.entries(ops)) {
    if (o.requestType && !known.has(o.requestType))
      throw new Error(`${k}: request media type ${o.requestType} is not supported by the client`);
  }
  const opsInfo = contractExamples(resolve(repo, process.env.TZSB_CONTRACT ?? 'openapi/openapi.yaml'));
  // Reads by contract: GETs unless marked otherwise, other methods when marked `x-idempotent: true`.
  // JeeSite names its read actions alike (…list, find…, get…, check…, query…), so the client gets that
  // naming rule and the contract's exceptions to it rather than every read's path (bytes in every bundle).
  const READ_NAME =
    /\/(\w*[lL]ist\w*|find\w*|get\w*|check\w*|query\w*|\w*Page|\w*His|overview|exports|inspectionItems)(\/\{[^}]+\})*$/;
  const notGets = opsInfo.filter((o) => o.method !== 'GET');
  const readsNamedOtherwise = notGets
    .filter((o) => o.idempotent && !READ_NAME.test(o.path))
    .map((o) => `${o.method} ${o.path}`);
  const writesNamedAsReads = notGets
    .filter((o) => !o.idempotent && READ_NAME.test(o.path))
    .map((o) => `${o.method} ${o.path}`);
  const getsNotRead = opsInfo.filter((o) => !o.idempotent && o.method === 'GET').map((o) => `${o.method} ${o.path}`);
  // JeeSite answers a page (HTML) unless asked for JSON with __ajax=json. The operations declaring the
  // parameter are nearly the /a/ ones: the client adds it to /a/ calls, and the exceptions both ways
  // (/a/ files without it, a few /api/ calls with it) are listed.
  const declaresAjax = (path, op) =>
    [...(doc.paths[path].parameters ?? []), ...(op.parameters ?? [])]
      .map(deref)
      .some((p) => p.in === 'query' && p.name === '__ajax');
  const ajaxExceptions = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (op && declaresAjax(path, op) !== path.startsWith('/a/'))
        ajaxExceptions.push(`${method.toUpperCase()} ${path}`);
    }
  }
  const mediaTs = `${header}
/** Operations whose request body is JSON. */
export const jsonBodies: ReadonlySet<string> = new Set(${JSON.stringify(byType('application/json'))});
/** Operations whose request body is multipart/form-data. */
export const multipartBodies: ReadonlySet<string> = new Set(${JSON.stringify(byType('multipart/form-data'))});
/** Every other operation with a body takes application/x-www-form-urlencoded. */

/**
 * Which calls other than GETs are reads (\`x-idempotent: true\`, retried like GETs): those whose path
 * ends in a read action's name, except \`writesNamedAsReads\`, and \`readsNamedOtherwise\`.
 */
export const READ_NAME = ${READ_NAME};
export const readsNamedOtherwise: ReadonlySet<string> = new Set(${JSON.stringify(readsNamedOtherwise)});
export const writesNamedAsReads: ReadonlySet<string> = new Set(${JSON.stringify(writesNamedAsReads)});
/** GETs that are not reads (\`x-idempotent: false\`): not retried unless the caller opts in. */
export const getsNotRead: ReadonlySet<string> = new Set(${JSON.stringify(getsNotRead)});
/**
 * The client adds \`__ajax=json\` to the operations that declare it: the /a/ ones, except those listed
 * here, and those listed here outside /a/.
 */
export const ajaxExceptions: ReadonlySet<string> = new Set(${JSON.stringify(ajaxExceptions)});
`;
  // The list operations taking the page query, by path (their method as value).
  const paged = Object.fromEntries(opsInfo.filter((o) => o.paged).map((o) => [o.path, o.method.toLowerCase()]));
  const pagingTs = `${header}
/** The list operations that take the platform's page query (pageNo, pageSize) and answer \`{ list, count }\`. */
export const pagedOperations = ${JSON.stringify(paged, null, 2)} as const;

export type PagedPath = keyof typeof pagedOperations;
`;
  // JSON answers' schemas, without what validation does not use (descriptions, examples...), with
  // \`$ref\` turned into the component's name: { schemas, operations: { 'METHOD /path': { status: schema } } }.
  const KEEP = new Set([
    'type',
    'properties',
    'required',
    'items',
    'allOf',
    'anyOf',
    'oneOf',
    'enum',
    'const',
    'pattern',
    'minimum',
    'maximum',
    'additionalProperties',
    'minItems',
    'maxItems',
    'minLength',
    'maxLength',
    '$ref',
  ]);
  const compact = (node) => {
    if (Array.isArray(node)) return node.map(compact);
    if (!node || typeof node !== 'object') return node;
    const out = {};
    for (const [k, v] of Object.entries(node)) {
      if (!KEEP.has(k)) continue;
      if (k === '$ref') out.$ref = v.replace('#/components/schemas/', '');
      else if (k === 'properties')
        out.properties = Object.fromEntries(Object.entries(v).map(([p, sch]) => [p, compact(sch)]));
      else out[k] = compact(v);
    }
    return out;
  };
  const responseSchemas = { schemas: {}, operations: {} };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    responseSchemas.schemas[name] = compact(schema);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const byStatus = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const schema = deref(r)?.content?.['application/json']?.schema;
        if (schema) byStatus[status] = compact(schema);
      }
      if (Object.keys(byStatus).length) responseSchemas.operations[`${method.toUpperCase()} ${path}`] = byStatus;
    }
  }
  const responseSchemasTs = `${header}
/** The contract's JSON answers, compact (validation keywords only; \`$ref\` names a schema of \`schemas\`). */
export const responseSchemas: { schemas: Record<string, unknown>; operations: Record<string, Record<string, unknown>> } = ${JSON.stringify(responseSchemas)};
`;

  // The contract's description of every request field, its first phrase ("设备代码（支持模糊查询）" →
  // "设备代码"), for the message of a 422 that names the fields it refused. By name, the label most
  // operations give it; per operation, where its label differs.
  const label = (text) =>
    typeof text === 'string' ? text.split(/[（(，,；;。：:\n]/)[0].trim() || undefined : undefined;
  const schemaOf = (node) => (node?.$ref ? deref(node) : node);
  const requestFields = (schema, prefix, out, seen = new Set()) => {
    const s = schemaOf(schema);
    if (!s || typeof s !== 'object' || seen.has(s)) return out;
    seen.add(s);
    for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])])
      requestFields(part, prefix, out, seen);
    if (s.items) requestFields(s.items, prefix, out, seen);
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const key = prefix ? `${prefix}.${name}` : name;
      const text = label(prop.description ?? schemaOf(prop)?.description);
      if (text && !(key in out)) out[key] = text;
      requestFields(prop, key, out, new Set(seen));
    }
    return out;
  };
  const fieldsByOp = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const fields = {};
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref)) {
        const text = label(p.description ?? schemaOf(p.schema)?.description);
        if (text) fields[p.name] = text;
      }
      for (const content of Object.values(op.requestBody?.content ?? {})) requestFields(content.schema, '', fields);
      if (Object.keys(fields).length) fieldsByOp[`${method.toUpperCase()} ${path}`] = fields;
    }
  }
  const votes = {};
  for (const fields of Object.values(fieldsByOp)) {
    for (const [name, text] of Object.entries(fields)) (votes[name] ??= {})[text] = (votes[name]?.[text] ?? 0) + 1;
  }
  const fieldLabels = Object.fromEntries(
    Object.entries(votes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, v]) => [name, Object.entries(v).sort(([ta, a], [tb, b]) => b - a || ta.localeCompare(tb))[0][0]]),
  );
  const operationFieldLabels = {};
  for (const [key, fields] of Object.entries(fieldsByOp)) {
    const own = Object.fromEntries(Object.entries(fields).filter(([name, text]) => fieldLabels[name] !== text));
    if (Object.keys(own).length) operationFieldLabels[key] = own;
  }
  const fieldsTs = `${header}
/** Request fields by name: the first phrase of the contract's description (the label most operations give it). */
export const fieldLabels: Record<string, string> = ${JSON.stringify(fieldLabels)};
/** Per operation, the fields whose label differs from \`fieldLabels\`. */
export const operationFieldLabels: Record<string, Record<string, string>> = ${JSON.stringify(operationFieldLabels)};
`;

  // The CLI's catalogue (tzsb call / list-examples): by operationId, where its parameters go and the
  // named examples the mock serves. Imported by the CLI only, so the browser bundle does not grow.
  const examplesByOp = new Map(opsInfo.map((o) => [`${o.method} ${o.path}`, o.examples]));
  const catalog = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const key = `${method.toUpperCase()} ${path}`;
      catalog[op.operationId] = {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        tag: op.tags?.[0] ?? '',
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        requestType: ops[key].requestType,
        binary: ops[key].binary,
        examples: (examplesByOp.get(key) ?? []).map(({ name, status, summary, prefer }) => ({
          name,
          status: Number(status),
          summary,
          prefer,
        })),
      };
    }
  }
  const catalogTs = `${header}
/** Per operationId: method, path, where parameters go and the named examples of the mock. */
export interface CatalogEntry {
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  readonly requestType: string | null;
  readonly binary: boolean;
  /** \`prefer\` is the Prefer header value that selects the example (null: the default answer). */
  readonly examples: readonly { readonly name: string | null; readonly status: number; readonly summary: string; readonly prefer: string | null }[];
}

export const catalog: Record<string, CatalogEntry> = {
${Object.entries(catalog)
  .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
  .join('\n')}
};
`;
  // ENDPOINTS.md: the operations by domain (tag), each linked to the API reference shipped in the
  // package (api-reference.html, Redoc anchors) and with its named examples.
  const md = [
    '<!-- Generated from openapi/ by packages/sdk/scripts/generate.mjs (`pnpm generate`). Do not edit. -->',
    '# 接口索引（按领域）',
    '',
    '每个接口：`operationId`、方法与路径、摘要、命名示例（模拟服务里用 `Prefer: example=<名称>` 选择，',
    '非 200 的示例用 `Prefer: code=<状态码>, example=<名称>`；`tzsb list-examples <operationId>` 列出同样内容）。',
    '链接指向随包发布的 API 参考 [`api-reference.html`](api-reference.html)（仓库中为 `pnpm contract:docs` 生成的 `dist/api-reference.html`）。',
    '',
  ];
  for (const tag of doc.tags ?? []) {
    const entries = Object.entries(catalog).filter(([, e]) => e.tag === tag.name);
    if (!entries.length) continue;
    md.push(
      `## ${tag.description ?? tag.name}（\`${tag.name}\`）`,
      '',
      '| operationId | 调用 | 摘要 | 命名示例 |',
      '| --- | --- | --- | --- |',
    );
    for (const [id, e] of entries) {
      const names = e.examples
        .filter((x) => x.name && x.prefer)
        .map((x) => (x.status === 200 ? `\`${x.name}\`` : `\`${x.name}\`（${x.status}）`));
      md.push(
        `| [\`${id}\`](api-reference.html#tag/${tag.name}/operation/${id}) | \`${e.method} ${e.path}\` | ${e.summary.replace(/\|/g, '\\|')} | ${names.join(' ') || '—'} |`,
      );
    }
    md.push('');
  }
  // The test kit's map of every operation's answers: path → method → status → the names of its
  // examples, each a value of \`mock: { code, example }\` (typed per call; a typo fails tsc).
  const mocks = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const named = examplesByOp.get(`${method.toUpperCase()} ${path}`) ?? [];
      const codes = Object.keys(op.responses ?? {})
        .filter((c) => /^\d{3}$/.test(c))
        .sort();
      (mocks[path] ??= {})[method] = Object.fromEntries(
        codes.map((c) => [c, named.filter((e) => e.status === c && e.name).map((e) => e.name)]),
      );
    }
  }
  const mockLines = Object.entries(mocks).map(
    ([path, byMethod]) =>
      `  ${JSON.stringify(path)}: { ${Object.entries(byMethod)
        .map(
          ([m, byCode]) =>
            `${m}: { ${Object.entries(byCode)
              .map(([c, names]) => `${c}: ${JSON.stringify(names)}`)
              .join(', ')} }`,
        )
        .join(', ')} },`,
  );
  const mocksTs = `${header}
/**
 * Every operation's answers, for the test kit's \`mock: { code, example }\`: path → method → HTTP
 * status → the names of the contract's examples under it (\`Prefer: code=…, example=…\`).
 */
export const mockExamples = {
${mockLines.join('\n')}
} as const;

export type MockExamples = typeof mockExamples;
`;
  // The sandbox's admin API (/__sandbox/…), for the test kit's typed admin client.
  const adminAst = await openapiTS(new URL(`file://${resolve(repo, 'openapi/sandbox-admin.yaml')}`), {
    alphabetize: false,
    defaultNonNullable: false,
  });
  const adminTs = header + astToString(adminAst);
  const methodLines = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].map((method) => {
    const withMethod = Object.entries(doc.paths ?? {})
      .filter(([, item]) => item[method])
      .map(([path]) => JSON.stringify(path));
    return `  ${method}: ${withMethod.length ? withMethod.join(' | ') : 'never'};`;
  });
  const pathMethodsTs = `${header}
/** The contract's paths that have each method (what openapi-fetch's \`PathsWithMethod<paths, M>\` gives). */
export interface MethodPaths {
${methodLines.join('\n')}
}
`;
  return {
    'path-methods.d.ts': pathMethodsTs,
    'mocks.ts': mocksTs,
    'sandbox-admin.d.ts': adminTs,
    'schema.d.ts': schemaTs,
    'operations.ts': opsTs,
    'media.ts': mediaTs,
    'paging.ts': pagingTs,
    'response-schemas.ts': responseSchemasTs,
    'fields.ts': fieldsTs,
    'catalog.ts': catalogTs,
    '../../ENDPOINTS.md': md.join('\n'),
  };
}

const files = await generate();
let stale = [];
for (const [name, text] of Object.entries(files)) {
  const target = resolve(pkg, 'src/generated', name);
  if (check) {
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) stale.push(name);
  } else {
    writeFileSync(target, text);
  }
}
if (check && stale.length) {
  console.error(`src/generated is stale (${stale.join(', ')}): run \`pnpm --filter @tzsb/sdk generate\` and commit.`);
  process.exit(1);
}
console.log(check ? 'src/generated is up to date' : `wrote src/generated (${Object.keys(files).join(', ')})`);
