// A small static server for built front ends: SPA fallback per app, and the API prefixes proxied to
// the mock (or any API), so the browser talks to one origin.
import { createServer, request as httpRequest } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { allRowsBody, filterRows, pickExample, rowFiltersOf } from './mock-rules.mjs';
import { sendRewrittenJson } from './example-guard.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
};
export const API_PREFIXES = ['/a/', '/api/', '/save_error_logger'];

/** The mobile upload QR code (its contract example is a placeholder string, not an image). */
const QR_PATH = '/a/stone/common/attachment/qrcode';

/**
 * Demo server: once the mock has accepted a QR request, answer with a real QR code of this site's
 * /attachmentUploadMobile page, with a one-time token (`mu_` + 32 hex, as the contract's examples)
 * and the record as `id`, as the real server does, so the phone dialog shows a code a phone can scan.
 */
async function demoQrCode(req, url) {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const page = new URL('/attachmentUploadMobile', origin);
  page.searchParams.set('token', `mu_${randomBytes(16).toString('hex')}`);
  page.searchParams.set('id', url.searchParams.get('attrefsysid') ?? '');
  return QRCode.toBuffer(page.href, { type: 'png', width: 440, margin: 2 });
}

/**
 * @param {{ port: number, host?: string, apiTarget: string, apps: { mount: string, dir: string }[],
 *           config?: Record<string, unknown> }} opts  apps: longest mount first wins; `config` is
 *           served as /config.json (merged over the built file by the app itself);
 *           mockExamples: an index from mock-rules.mjs `indexExamples` to pick named mock examples
 *           by request (demo server only); extraPrefixes: more paths proxied to the API (the
 *           sandbox's console, `/__sandbox`).
 */
export function serveApps({ port, host = '127.0.0.1', apiTarget, apps, config, mockExamples, extraPrefixes = [] }) {
  const prefixes = [...API_PREFIXES, ...extraPrefixes];
  const target = new URL(apiTarget);
  const sorted = [...apps].sort((a, b) => b.mount.length - a.mount.length);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (prefixes.some((p) => url.pathname.startsWith(p))) {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        // The API answers for this origin (a link it makes, e.g. the phone page's QR code): forwarded as nginx does.
        const headers = {
          ...req.headers,
          host: target.host,
          'x-forwarded-host': req.headers.host ?? target.host,
          'x-forwarded-proto': 'http',
        };
        const example =
          mockExamples && !headers.prefer
            ? pickExample(mockExamples, req.method, url, headers['content-type'], body)
            : undefined;
        if (example) headers.prefer = `example=${example}`;
        const qr = mockExamples && url.pathname === QR_PATH;
        // A list filtered on a status: all its rows from the mock, the matching ones sent here.
        const rowFilter =
          mockExamples && !req.headers.prefer ? rowFiltersOf(req.method, headers['content-type'], body) : null;
        const sent = rowFilter ? allRowsBody(body) : body;
        if (rowFilter) headers['content-length'] = String(sent.length);
        const proxied = httpRequest(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
          (up) => {
            if (qr && up.statusCode === 200) {
              up.resume();
              demoQrCode(req, url).then(
                (png) => {
                  res.writeHead(200, {
                    'content-type': 'image/png',
                    'content-length': png.length,
                    'cache-control': 'no-store',
                  });
                  res.end(png);
                },
                () => {
                  res.writeHead(500, { 'content-type': 'application/json' });
                  res.end('{"success":false,"errorMsg":"二维码生成失败"}');
                },
              );
              return;
            }
            if (rowFilter && up.statusCode === 200 && String(up.headers['content-type'] ?? '').includes('json')) {
              sendRewrittenJson(up, res, (answer) => filterRows(answer, rowFilter));
              return;
            }
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        proxied.on('error', () => {
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
          res.end('{"success":false,"errorMsg":"接口服务不可用"}');
        });
        proxied.end(sent);
      });
      return;
    }
    if (config && url.pathname === '/config.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    const app =
      sorted.find((a) => url.pathname === a.mount || url.pathname.startsWith(a.mount === '/' ? '/' : `${a.mount}/`)) ??
      sorted.at(-1);
    // No apps: an API proxy only (behind nginx, scripts/start-nginx.mjs).
    if (!app) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found');
      return;
    }
    const root = resolve(app.dir);
    const rel = decodeURIComponent(url.pathname.slice(app.mount === '/' ? 0 : app.mount.length)) || '/';
    let file = normalize(join(root, rel));
    if (!file.startsWith(root)) {
      res.writeHead(403);
      res.end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Unknown paths are client routes: the app's index.html (its router shows 404 if need be).
      if (extname(rel) && !rel.endsWith('.html')) {
        res.writeHead(404);
        res.end('not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${root}/assets/`);
    // A file can vanish between the check and the read (a rebuild in progress): answer, never crash.
    const stream = createReadStream(file);
    stream.once('error', () => {
      if (!res.headersSent) res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('页面正在构建，请稍后刷新');
    });
    stream.once('open', () => {
      res.writeHead(200, {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      stream.pipe(res);
    });
  });
  // Idle connections stay open longer than a client keeps them (Node's own default is 5 s): a client
  // reusing a connection the server is closing at that moment sees its request fail unanswered.
  server.keepAliveTimeout = 65_000;
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () =>
      ok({ url: `http://${host}:${port}`, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}
