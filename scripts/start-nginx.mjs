// `pnpm start:nginx`: the production setup on this machine. Builds both front ends (unless
// --no-build), starts the sandbox as `pnpm start` does (Prism with --prism; nothing when
// API_UPSTREAM names a real API server), renders deploy/nginx/ for local ports and runs Debian's
// nginx in the foreground with a private prefix (its own pid, temp directories, no system
// configuration). Ctrl+C stops everything.
//
//   NGINX_PORT (8080), NGINX_HOST (127.0.0.1), SANDBOX_PORT (4020), MOCK_PORT (4010),
//   API_UPSTREAM (API origin; default the sandbox)
//   --render-only --out <dir>: only write tzsb.conf, tzsb-headers.conf and tzsb-proxy.conf for a
//   server (LISTEN, SERVER_NAME, WEB_ROOT, MOBILE_ROOT, UPSTREAM, COOKIE_PATH, CONFIG_JSON from the
//   environment; see the README's deployment section).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

process.chdir(new URL('..', import.meta.url).pathname);
const root = process.cwd();
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

// Debian's libnginx-mod-http-brotli-static (NGINX_BROTLI_MODULE: another build of it).
const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The origin of an address from config.json, or '' (same origin / not set). */
function originOf(value) {
  if (!value) return '';
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}

/** The Content-Security-Policy for this build: this origin plus config.json's API base and print host. */
function contentSecurityPolicy(config) {
  const api = originOf(config.apiBaseUrl);
  const print = originOf(config.printHost);
  const plus = (...o) => [...new Set(o.filter(Boolean))].map((x) => ` ${x}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its CSS variables into a <style> element and positions popovers with style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${plus(api)}`,
    "font-src 'self' data:",
    `connect-src 'self'${plus(api, print)}`,
    `frame-src 'self'${plus(print)}`,
    "frame-ancestors 'self'",
    `form-action 'self'${plus(api, print)}`,
    "base-uri 'self'",
  ].join('; ');
}

/** Fills the {{NAME}} values of a template; comment lines (the templates' own documentation) stay as they are. */
const fill = (text, values) =>
  text
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (m, k) => {
            if (!(k in values)) throw new Error(`deploy/nginx: no value for {{${k}}}`);
            return values[k];
          }),
    )
    .join('\n');

/** Renders the server-level files (tzsb.conf, tzsb-headers.conf, tzsb-proxy.conf) into `dir`. */
function renderSite(dir, v) {
  mkdirSync(dir, { recursive: true });
  const values = {
    ...v,
    HEADERS: join(dir, 'tzsb-headers.conf'),
    PROXY: join(dir, 'tzsb-proxy.conf'),
    BROTLI_STATIC: v.brotli
      ? 'brotli_static on;'
      : '# brotli_static: module not installed (apt-get install libnginx-mod-http-brotli-static); .gz is served',
    COOKIE_PATH: v.COOKIE_PATH
      ? `proxy_cookie_path ${v.COOKIE_PATH} /;`
      : '# proxy_cookie_path /js/ /;  (COOKIE_PATH: not needed, the back end is at the root)',
  };
  for (const name of ['tzsb.conf', 'tzsb-headers.conf', 'tzsb-proxy.conf']) {
    writeFileSync(join(dir, name), fill(readFileSync(`deploy/nginx/${name}.template`, 'utf8'), values));
  }
}

function readConfig(path) {
  return JSON.parse(readFileSync(existsSync(path) ? path : 'apps/web/public/config.json', 'utf8'));
}

function findNginx() {
  for (const p of [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ].filter(Boolean)) {
    if (existsSync(p)) return p;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

if (flag('--render-only')) {
  const out = resolve(option('--out') ?? 'dist/nginx');
  const config = readConfig(process.env.CONFIG_JSON ?? 'apps/web/dist/config.json');
  renderSite(out, {
    LISTEN: process.env.LISTEN ?? '80',
    SERVER_NAME: process.env.SERVER_NAME ?? '_',
    WEB_ROOT: process.env.WEB_ROOT ?? '/var/www/tzsb/web',
    MOBILE_ROOT: process.env.MOBILE_ROOT ?? '/var/www/tzsb/mobile-upload',
    UPSTREAM: process.env.UPSTREAM ?? 'http://127.0.0.1:8980',
    COOKIE_PATH: process.env.COOKIE_PATH ?? '',
    CSP: contentSecurityPolicy(config),
    brotli: existsSync(BROTLI_MODULE),
  });
  console.log(`已生成 ${out}/tzsb.conf（及 tzsb-headers.conf、tzsb-proxy.conf）`);
  process.exit(0);
}

const nginxBin = findNginx();
if (!nginxBin) {
  console.error('未找到 nginx：请先安装（Debian：apt-get install -y nginx）');
  process.exit(1);
}
const port = Number(process.env.NGINX_PORT ?? 8080);
const host = process.env.NGINX_HOST ?? '127.0.0.1';
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

if (!flag('--no-build')) {
  for (const app of ['web', 'mobile-upload'])
    execFileSync(pnpm, ['--filter', `@tzsb/${app}`, 'build'], { stdio: 'inherit' });
}
for (const dir of ['apps/web/dist', 'apps/mobile-upload/dist']) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir} 不存在：请先构建（去掉 --no-build）`);
    process.exit(1);
  }
}

// The upstream: a real API server (API_UPSTREAM, or UPSTREAM as before), else the sandbox as in
// `pnpm start`, or with --prism (START_API=prism) Prism behind the same demo rules.
const stops = [];
let upstream = process.env.API_UPSTREAM ?? process.env.UPSTREAM;
if (!upstream && (flag('--prism') || process.env.START_API === 'prism')) {
  const { startPrism, freePort } = await import('./lib/prism.mjs');
  const { serveApps } = await import('./lib/serve.mjs');
  const { indexExamples } = await import('./lib/mock-rules.mjs');
  const prism = await startPrism({ port: mockPort, quiet: true });
  stops.push(() => prism.stop());
  const demo = await serveApps({
    port: await freePort(),
    apiTarget: prism.url,
    apps: [],
    mockExamples: indexExamples('openapi/openapi.yaml', root),
  });
  stops.push(() => demo.close());
  upstream = demo.url;
  console.log(`模拟服务（Prism）：${prism.url}`);
} else if (!upstream) {
  if (!existsSync('apps/sandbox/dist/index.js') || !flag('--no-build'))
    execFileSync(pnpm, ['--filter', '@tzsb/sandbox', 'build'], { stdio: 'inherit' });
  const { startSandbox } = await import(new URL('../apps/sandbox/dist/index.js', import.meta.url).href);
  const sandbox = await startSandbox({ port: Number(process.env.SANDBOX_PORT ?? 4020) });
  stops.push(() => sandbox.close());
  upstream = sandbox.url;
  console.log(`模拟环境（sandbox）：${sandbox.url}（控制台 ${sandbox.url}/__sandbox/）`);
}

// One prefix per port, cleared on start: a run killed outright (SIGKILL) leaves nothing that piles up.
const prefix = join(tmpdir(), `tzsb-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, 'tmp', d), { recursive: true });
const brotli = existsSync(BROTLI_MODULE);
renderSite(prefix, {
  LISTEN: `${host}:${port}`,
  SERVER_NAME: 'localhost',
  WEB_ROOT: resolve('apps/web/dist'),
  MOBILE_ROOT: resolve('apps/mobile-upload/dist'),
  UPSTREAM: upstream.replace(/\/+$/, ''),
  COOKIE_PATH: process.env.COOKIE_PATH ?? '',
  CSP: contentSecurityPolicy(readConfig('apps/web/dist/config.json')),
  brotli,
});
writeFileSync(
  join(prefix, 'nginx.conf'),
  fill(readFileSync('deploy/nginx/nginx.conf.template', 'utf8'), {
    PREFIX: prefix,
    // Workers of a root master run as nobody by default, who may not read the checkout.
    USER: process.getuid?.() === 0 ? 'user root root;' : '# user: this user',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    MIME_TYPES: '/etc/nginx/mime.types',
  }),
);

const nginxArgs = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
const stopAll = async (code) => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
};
try {
  execFileSync(nginxBin, [...nginxArgs, '-t', '-q'], { stdio: ['ignore', 'inherit', 'inherit'] });
} catch {
  console.error(`nginx 配置无效（${prefix}/tzsb.conf）`);
  await stopAll(1);
}
const nginx = spawn(nginxBin, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
nginx.on('exit', (code, signal) => {
  if (!stopping) console.error(`nginx 已退出（${signal ?? code}）`);
  void stopAll(stopping ? 0 : 1);
});
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  if (nginx.exitCode === null) nginx.kill('SIGQUIT');
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// Ready once nginx answers.
const url = `http://${host}:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${url}/config.json`)).ok) break;
  } catch {
    /* not yet */
  }
  await new Promise((r) => setTimeout(r, 100));
}
console.log(
  `\n平台已通过 nginx 启动：${url}（接口：${upstream}${brotli ? '；brotli 与 gzip 预压缩' : '；gzip 预压缩'}；Ctrl+C 结束）`,
);
