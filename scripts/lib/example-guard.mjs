// A thin proxy in front of Prism (started by startPrism, so `pnpm mock`, `pnpm start`, the tests and
// the end-to-end runner all get it). It keeps the mock from answering wrongly:
// - `Prefer`: Prism answers a code/example pair the operation does not have with whatever it finds
//   (`code=500, example=unqualified` gave the 200 example, `code=401, example=serverError` a raw 500).
//   The proxy checks the pair against the contract first and answers one that does not exist with
//   404, the operation's valid pairs, and, when the name exists under another status, which one.
// - Paging: Prism serves a list's example whatever page is asked for. For an operation taking the
//   page query (`PageQuery`), the proxy slices the example's rows by `pageNo` / `pageSize` and sets
//   `count` to the number of rows, so a client can page through a list and stop on the last page.
import { createServer, request as httpRequest } from 'node:http';
import { contractExamples } from './named-examples.mjs';

/** PageQuery's defaults (openapi/components/schemas/PageQuery.yaml). */
const PAGE_DEFAULTS = { pageNo: 1, pageSize: 10 };

/** `[{ method, path, test(pathname), operationId, paged, examples }]`, a literal path before a templated one. */
export function loadExampleCatalog(contract) {
  return contractExamples(contract)
    .map((op) => {
      const re = new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return { ...op, params: (op.path.match(/\{/g) ?? []).length, test: (p) => re.test(p) };
    })
    .sort((a, b) => a.params - b.params);
}

/** The catalogue entry of a request, or undefined. */
export const findOperation = (catalog, method, pathname) =>
  catalog.find((o) => o.method === method && o.test(pathname));

/** Reads `example=` and `code=` out of a Prefer header. */
export function parsePrefer(header) {
  const out = {};
  for (const part of String(header ?? '').split(/[,;]/)) {
    const [k, v] = part.split('=').map((s) => s?.trim());
    if (k && v) out[k] = v.replace(/^"|"$/g, '');
  }
  return out;
}

const preferOf = (e) => (e.prefer ? `Prefer: ${e.prefer}` : '（不带 Prefer）');

/**
 * Checks a Prefer header against the operation's examples: null when the mock can serve it (or it
 * asks for nothing), otherwise the 404 answer naming the valid pairs.
 */
export function explainPrefer(op, prefer) {
  const { example, code } = parsePrefer(prefer);
  if (!op || (!example && !code)) return null;
  const status = code ?? '200';
  if (
    example
      ? op.examples.some((e) => e.name === example && e.status === status)
      : op.examples.some((e) => e.status === status)
  )
    return null;
  const named = op.examples.filter((e) => e.name);
  const list = named.map((e) => `${e.name}${e.status === '200' ? '' : `（${e.status}）`}`).join('、') || '无';
  const what = example ? `示例“${example}”${code ? `（状态码 ${code}）` : ''}` : `状态码 ${code} 的应答`;
  const elsewhere = example ? op.examples.filter((e) => e.name === example && e.status !== status) : [];
  const hint = elsewhere.length
    ? `；“${example}”是状态码 ${elsewhere.map((e) => e.status).join('、')} 的示例，请用 ${elsewhere.map(preferOf).join(' 或 ')}`
    : '';
  const message = `模拟服务没有${what}：${op.operationId}（${op.method} ${op.path}）的命名示例有 ${list}${hint}`;
  return {
    status: 404,
    body: {
      success: false,
      result: 'false',
      errorMsg: message,
      message,
      operationId: op.operationId,
      examples: op.examples.map(({ name, status: s, summary, prefer: p }) => ({
        name,
        status: Number(s),
        summary,
        prefer: p ? `Prefer: ${p}` : null,
      })),
    },
  };
}

/** pageNo / pageSize of a request to a paged operation (the contract's defaults when absent). */
export function pageOf(op, url, contentType, body) {
  const params = new URLSearchParams(op.paged === 'query' ? url.search : '');
  if (op.paged === 'body' && String(contentType ?? '').includes('application/x-www-form-urlencoded')) {
    for (const [k, v] of new URLSearchParams(body.toString('utf8'))) params.set(k, v);
  }
  const int = (v, fallback) => (v !== null && /^\d+$/.test(v) && Number(v) >= 1 ? Number(v) : fallback);
  return {
    pageNo: int(params.get('pageNo'), PAGE_DEFAULTS.pageNo),
    pageSize: int(params.get('pageSize'), PAGE_DEFAULTS.pageSize),
  };
}

/** The answer's page: its rows sliced, `count` the rows the example holds. Null to leave it alone. */
export function slicePage(answer, { pageNo, pageSize }) {
  const data = answer?.data;
  if (!data || !Array.isArray(data.list) || typeof data.count !== 'number') return null;
  const from = (pageNo - 1) * pageSize;
  return {
    ...answer,
    data: { ...data, count: data.list.length, pageNo, pageSize, list: data.list.slice(from, from + pageSize) },
  };
}

/**
 * Sends a 200 JSON answer from upstream rewritten by `rewrite` (null leaves it as it is; an answer
 * that is not JSON after all is passed on).
 */
export function sendRewrittenJson(up, res, rewrite) {
  const parts = [];
  up.on('data', (c) => parts.push(c));
  up.on('end', () => {
    let out = Buffer.concat(parts);
    try {
      const rewritten = rewrite(JSON.parse(out.toString('utf8')));
      if (rewritten) out = Buffer.from(JSON.stringify(rewritten));
    } catch {
      /* not JSON after all: pass it on */
    }
    const headers = { ...up.headers, 'content-length': out.length };
    delete headers['transfer-encoding'];
    res.writeHead(200, headers);
    res.end(out);
  });
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
};

/**
 * Proxies `port` to Prism at `target`. `catalog` is the contract's operations (loadExampleCatalog):
 * startPrism reads it while Prism starts.
 */
export function startExampleGuard({ port, host, target, contract, catalog: given }) {
  let catalog = given;
  const getCatalog = () => (catalog ??= loadExampleCatalog(contract));
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let op;
    try {
      op = findOperation(getCatalog(), req.method, url.pathname);
    } catch {
      op = undefined;
    }
    const wrong = req.headers.prefer ? explainPrefer(op, req.headers.prefer) : null;
    if (wrong) {
      req.resume();
      const body = Buffer.from(JSON.stringify(wrong.body));
      res.writeHead(wrong.status, { ...JSON_HEADERS, 'content-length': body.length });
      res.end(body);
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const page = op?.paged ? pageOf(op, url, req.headers['content-type'], body) : null;
      const proxied = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          const type = String(up.headers['content-type'] ?? '');
          if (!page || up.statusCode !== 200 || !type.includes('json')) {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
            return;
          }
          sendRewrittenJson(up, res, (answer) => slicePage(answer, page));
        },
      );
      proxied.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ success: false, errorMsg: '模拟服务不可用' }));
      });
      proxied.end(body);
    });
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () =>
      ok({
        close: () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            server.close(() => r());
          }),
      }),
    );
  });
}
