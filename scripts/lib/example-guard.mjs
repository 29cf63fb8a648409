// A thin proxy in front of Prism (started by startPrism, so `pnpm mock`, `pnpm start`, the tests and
// the end-to-end runner all get it). Prism answers a request for an example or status the operation
// does not have with a bare 404 ("exampleKey: x does not exist"), which a client shows as "接口不存在".
// The proxy turns that answer into one that names the operation and lists the examples it has.
import { createServer, request as httpRequest } from 'node:http';
import { contractExamples } from './named-examples.mjs';

/** `[{ method, path, test(pathname), operationId, examples }]`, a literal path before a templated one. */
export function loadExampleCatalog(contract) {
  return contractExamples(contract)
    .map((op) => {
      const re = new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return { ...op, params: (op.path.match(/\{/g) ?? []).length, test: (p) => re.test(p) };
    })
    .sort((a, b) => a.params - b.params);
}

/** Reads `example=` and `code=` out of a Prefer header. */
export function parsePrefer(header) {
  const out = {};
  for (const part of String(header ?? '').split(/[,;]/)) {
    const [k, v] = part.split('=').map((s) => s?.trim());
    if (k && v) out[k] = v.replace(/^"|"$/g, '');
  }
  return out;
}

/** The answer for a Prefer the operation cannot satisfy (Prism said 404), or null to pass Prism's on. */
export function explainPrefer(catalog, method, pathname, prefer) {
  const { example, code } = parsePrefer(prefer);
  if (!example && !code) return null;
  const op = catalog.find((o) => o.method === method && o.test(pathname));
  if (!op) return null;
  const status = code ?? '200';
  const named = op.examples.filter((e) => e.name);
  const list = named.map((e) => `${e.name}${e.status === '200' ? '' : `（${e.status}）`}`).join('、') || '无';
  const what = example ? `示例“${example}”${code ? `（状态码 ${code}）` : ''}` : `状态码 ${code} 的应答`;
  const message = `模拟服务没有${what}：${op.operationId}（${op.method} ${op.path}）的命名示例有 ${list}`;
  if (example && op.examples.some((e) => e.name === example && e.status === status)) return null;
  if (!example && op.examples.some((e) => e.status === status)) return null;
  return {
    status: 404,
    body: {
      success: false,
      result: 'false',
      errorMsg: message,
      message,
      operationId: op.operationId,
      examples: op.examples.map(({ name, status: s, summary, prefer: p }) => ({ name, status: Number(s), summary, prefer: p ? `Prefer: ${p}` : null })),
    },
  };
}

/**
 * Proxies `port` to Prism at `target`. The catalogue is read from the contract on the first answer
 * that needs it, so a mock that is never asked for a missing example pays nothing.
 */
export function startExampleGuard({ port, host, target, contract }) {
  let catalog;
  const getCatalog = () => (catalog ??= loadExampleCatalog(contract));
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        if (up.statusCode !== 404 || !req.headers.prefer || !type.includes('problem+json')) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', async () => {
          const original = Buffer.concat(chunks);
          let answer = null;
          try {
            const pathname = new URL(req.url ?? '/', 'http://x').pathname;
            answer = explainPrefer(getCatalog(), req.method, pathname, req.headers.prefer);
          } catch { /* keep Prism's own answer */ }
          if (!answer) {
            res.writeHead(up.statusCode, up.headers);
            res.end(original);
            return;
          }
          const body = Buffer.from(JSON.stringify(answer.body));
          res.writeHead(answer.status, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': body.length,
            'access-control-allow-origin': '*',
            'access-control-allow-headers': '*',
            'access-control-expose-headers': '*',
          });
          res.end(body);
        });
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, errorMsg: '模拟服务不可用' }));
    });
    req.pipe(proxied);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok({ close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }) }));
  });
}
