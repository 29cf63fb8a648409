import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { test, expect, closeTabsIfMany, expectSettled, login, openInApp, tab } from './fixtures';
import { SHELL_WALK } from './walk';
import { resolvedOutsideRoutes, resolvedShellRoutes } from '../src/routes';

// Two tests here record CSP violations with an init script, which the reused page cannot take.
test.use({ freshPage: true });

// The deployment (deploy/nginx/, scripts/start-nginx.mjs): headers, caching, precompressed assets,
// history fallback and the API proxy, read through nginx; every file the builds ship and every
// address of the route table; the app signed in through it, a page of each feature opened. Run with
// E2E_VIA=nginx (`pnpm --filter @tzsb/web test:nginx`). What the pages show is the route walk's, on
// the sandbox itself.

test.skip(process.env.E2E_VIA !== 'nginx', 'reads what nginx sends: run with E2E_VIA=nginx');

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const dist = resolve(repo, 'apps/web/dist');
const phoneDist = resolve(repo, 'apps/mobile-upload/dist');
/** The entry script of the build (hashed name), e.g. /assets/index-CGobCNZ6.js. */
const entry = () =>
  readFileSync(resolve(dist, 'index.html'), 'utf8').match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)![1];

/** The directives of a Content-Security-Policy by name. */
function directives(csp: string) {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name, values]),
  );
}

test('security headers: CSP (own origin, no inline script, framed by itself only), nosniff, Referrer-Policy', async ({
  request,
}) => {
  for (const path of ['/', '/equipment/overview', '/config.json', entry(), '/attachmentUploadMobile?token=mu_0&id=1']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    const csp = directives(h['content-security-policy'] ?? '');
    expect(csp.get('script-src'), path).toEqual(["'self'"]);
    expect(csp.get('default-src'), path).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors'), path).toEqual(["'self'"]);
    expect(csp.get('connect-src'), path).toContain("'self'");
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('same-origin');
  }
});

test('the built index.html has no inline script (the CSP forbids it)', async ({ request }) => {
  for (const path of ['/', '/attachmentUploadMobile']) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toMatch(/\bsrc="/);
    expect(html, path).not.toMatch(/\son[a-z]+="/); // no inline event handlers either
  }
});

test('caching: hashed assets for a year, index.html and config.json never', async ({ request }) => {
  const cache = async (path: string) => (await request.get(path)).headers()['cache-control'];
  expect(await cache(entry())).toBe('public, max-age=31536000, immutable');
  for (const path of [
    '/',
    '/index.html',
    '/config.json',
    '/system/account',
    '/attachmentUploadMobile',
    '/attachmentUploadMobile/config.json',
  ]) {
    expect(await cache(path), path).toBe('no-store');
  }
  const phoneAsset = readdirSync(resolve(repo, 'apps/mobile-upload/dist/assets')).find((f) => f.endsWith('.js'))!;
  expect(await cache(`/attachmentUploadMobile/assets/${phoneAsset}`)).toBe('public, max-age=31536000, immutable');
  // A missing asset is a 404, not the app's page (a stale chunk must fail loudly).
  expect((await request.get('/assets/no-such-chunk-0000.js')).status()).toBe(404);
});

test('assets are sent precompressed: the .gz file of the build as it is', async ({ request }) => {
  const path = entry();
  const res = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers()['content-encoding']).toBe('gzip');
  // gzip_static sends the file's own length; compressing on the fly would send no length.
  expect(Number(res.headers()['content-length'])).toBe(statSync(resolve(dist, `.${path}.gz`)).size);
  expect(res.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect((await res.body()).toString('utf8')).toBe(readFileSync(resolve(dist, `.${path}`), 'utf8'));
  // Brotli where nginx has Debian's brotli_static module (start-nginx.mjs loads it when present).
  if (existsSync(process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')) {
    const br = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(Number(br.headers()['content-length'])).toBe(statSync(resolve(dist, `.${path}.br`)).size);
  }
});

/** The Content-Type nginx must send for each kind of file the builds ship. */
const TYPES: Record<string, RegExp> = {
  js: /^(application|text)\/javascript\b/,
  css: /^text\/css\b/,
  html: /^text\/html\b/,
  json: /^application\/json\b/,
  svg: /^image\/svg\+xml\b/,
  pdf: /^application\/pdf\b/,
  png: /^image\/png\b/,
  woff2: /^font\/woff2\b/,
};

/** Every file a build ships (not the .gz and .br copies it ships beside them): [address, file]. */
function shipped(dir: string, base: string): [string, string][] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !/\.(gz|br)$/.test(f) && statSync(resolve(dir, f)).isFile())
    .map((f) => [`${base}${f.split('\\').join('/')}`, resolve(dir, f)]);
}

test('every file of both builds is served as built: its type, its bytes, precompressed where the build compressed it', async ({
  request,
}) => {
  const brotli = existsSync(
    process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  );
  const files = [...shipped(dist, '/'), ...shipped(phoneDist, '/attachmentUploadMobile/')];
  expect(files.length).toBeGreaterThan(100);
  const check = async ([path, file]: [string, string]) => {
    const ext = file.split('.').pop()!;
    expect(TYPES[ext], `${path}: no Content-Type expected for .${ext} files (add it here)`).toBeDefined();
    const res = await request.get(path, { headers: { 'accept-encoding': brotli ? 'br, gzip' : 'gzip' } });
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    expect(h['content-type'], path).toMatch(TYPES[ext]!);
    const sent = brotli && existsSync(`${file}.br`) ? 'br' : existsSync(`${file}.gz`) ? 'gzip' : null;
    if (sent) {
      expect(h['content-encoding'], path).toBe(sent);
      expect(Number(h['content-length']), path).toBe(statSync(`${file}.${sent === 'br' ? 'br' : 'gz'}`).size);
    }
    expect((await res.body()).equals(readFileSync(file)), `${path}: the bytes of ${file}`).toBe(true);
  };
  // A few at a time: one request after another would take seconds longer, all at once would queue.
  for (let i = 0; i < files.length; i += 16) await Promise.all(files.slice(i, i + 16).map(check));
});

test('every address of the route table is answered with the app (the history fallback), never cached', async ({
  request,
}) => {
  const index = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const paths = [
    ...resolvedShellRoutes.map((r) => SHELL_WALK[r.route.name]?.path ?? r.fullPath),
    ...resolvedOutsideRoutes.map((r) => r.path),
    '/no-such-page/deeper',
  ];
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(TYPES.html!);
    expect(res.headers()['cache-control'], path).toBe('no-store');
    expect(await res.text(), path).toBe(index);
  }
});

/**
 * The phone page's address for a record, as its QR code carries it: a token the sandbox issued (the
 * QR call names the page in `x-upload-url`, through nginx with the public host).
 */
async function phoneUploadAddress(page: Page, id: string): Promise<string> {
  const sid = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const res = await page.request.get(`/a/stone/common/attachment/qrcode?__ajax=json&__sid=${sid}&attrefsysid=${id}`);
  expect(res.ok()).toBe(true);
  const url = new URL(res.headers()['x-upload-url']!);
  return url.pathname + url.search;
}

test.describe('signed out', () => {
  // A deep address typed in without a session goes through the login page.
  test.use({ reuseSession: false });

  test('history fallback: a deep shell address reloads into the app', async ({ page }) => {
    // A deep address typed in: the app answers (login first, then back to that address).
    const deep = '/equipment/detail/boiler?oidno=OID3302030004512';
    await page.goto(deep);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await login(page, { from: page.url() });
    await expect(page).toHaveURL(deep);
    await expect(page.getByRole('heading', { name: '2号燃气蒸汽锅炉', exact: true })).toBeVisible();
    // Reloaded with a session: nginx sends the app again and the page comes back.
    await openInApp(page, '/equipment/query-comprehensive');
    // Shown, so its tab is saved: a full load of an address that is not a saved tab goes home (spec 2.4).
    await expect(page.getByRole('table', { name: '综合查询' })).toBeVisible();
    await expect(tab(page, '综合查询')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);
    await expect(page.getByRole('table', { name: '综合查询' })).toBeVisible();
  });
});

test('history fallback: the phone page at its QR address reloads into its app, its CSP holding', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(await phoneUploadAddress(page, '11d0a5c7e9b24f6a8c1e3b5d7f9a2c4e'));
  await expect(page).toHaveTitle('手机上传附件');
  await expect(page.getByRole('heading', { name: /已上传的附件/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /已上传的附件/ })).toBeVisible();
  expect(violations).toEqual([]);
});

/**
 * The first route of each feature the suite's account opens (the platform administrator's pages are
 * the same code): its address, with a record where the page needs one.
 */
const featurePages = resolvedShellRoutes
  .filter((r) => !SHELL_WALK[r.route.name]?.account && !SHELL_WALK[r.route.name]?.prefer)
  .filter((r, i, all) => all.findIndex((o) => o.route.feature === r.route.feature) === i)
  .map((r) => ({ title: r.route.title, path: SHELL_WALK[r.route.name]?.path ?? r.fullPath }));

test('the CSP lets the app run: signed in through nginx, a page of every feature opens with its data; Mantine styles apply', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
  page.on('response', (r: Response) => {
    const path = new URL(r.url()).pathname;
    if ((path.startsWith('/a/') || path.startsWith('/api/') || path.startsWith('/assets/')) && r.status() >= 400)
      problems.push(`${r.request().method()} ${path} → ${r.status()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await login(page);
  expect(featurePages.length).toBeGreaterThan(10);
  for (const { title, path } of featurePages) {
    await closeTabsIfMany(page);
    await openInApp(page, path);
    await expect(page.locator('h1').filter({ visible: true }), path).toHaveText([title]);
    // Its data came through the proxy: nothing is loading any more.
    await expectSettled(page, path);
  }
  await openInApp(page, '/equipment/overview');
  await expect(page.getByTestId('count-totalCount')).toBeVisible();
  // Mantine's inline CSS variables work: the primary button has the theme's blue-8.
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: '确定' })).toHaveCSS(
    'background-color',
    'rgb(25, 113, 194)',
  );
  expect(problems).toEqual([]);
});

test.describe('the API proxy', () => {
  let upstream: Server;
  let seen: IncomingHttpHeaders[] = [];
  let nginx: ChildProcess;
  let base = '';

  test.beforeAll(async () => {
    // A stand-in back end that records what it gets and sets a session cookie.
    upstream = createServer((req, res) => {
      seen.push({ ...req.headers, path: req.url });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'JSESSIONID=abc123; Path=/; HttpOnly' });
      res.end('{"success":true}');
    });
    await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
    const port = await new Promise<number>((ok) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => ok(p));
      });
    });
    base = `http://127.0.0.1:${port}`;
    nginx = spawn(process.execPath, ['scripts/start-nginx.mjs', '--no-build'], {
      cwd: repo,
      env: {
        ...process.env,
        NGINX_PORT: String(port),
        UPSTREAM: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${base}/config.json`).catch(() => null))?.status ?? 0, { timeout: 15_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (nginx.exitCode === null) {
      const gone = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGTERM');
      await gone;
    }
    await new Promise((r) => upstream.close(r));
  });

  test('/a/, /api/ and the error log go to the upstream with cookies both ways and the public host', async () => {
    seen = [];
    for (const path of ['/a/stone/user/info?x=1', '/api/ping', '/save_error_logger']) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie: 'token=t0k3n; other_token=e1' },
        body: 'a=1',
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('set-cookie'), path).toBe('JSESSIONID=abc123; Path=/; HttpOnly');
    }
    expect(seen.map((h) => h.path)).toEqual(['/a/stone/user/info?x=1', '/api/ping', '/save_error_logger']);
    for (const h of seen) {
      expect(h.cookie).toBe('token=t0k3n; other_token=e1');
      expect(h.host).toBe(new URL(base).host);
      expect(h['x-forwarded-proto']).toBe('http');
      expect(h['x-forwarded-for']).toBe('127.0.0.1');
    }
  });
});
