// `pnpm start`: builds the front ends and serves the production build of the web app at
// http://127.0.0.1:5173 (WEB_PORT) on the sandbox (apps/sandbox: state in SQLite, accounts for real;
// SANDBOX_PORT, default 4020), the API and the sandbox's console proxied through the same origin.
// `--prism` (or START_API=prism): Prism's stateless named examples with the demo rules instead
// (MOCK_PORT), as the end-to-end suite has used it. `pnpm dev`: the same with Vite's dev server.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { SHARED_PRISM_ENV, startPrism } from './lib/prism.mjs';
import { serveApps } from './lib/serve.mjs';
import { indexExamples } from './lib/mock-rules.mjs';

// Paths below are relative to the repository root, wherever this is started from.
process.chdir(new URL('..', import.meta.url).pathname);

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const onPrism = process.argv.includes('--prism') || process.env.START_API === 'prism';
const webPort = Number(process.env.WEB_PORT ?? 5173);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4020);
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

/** The API the web app talks to: `{ url, stop, extra config, console }`. */
async function startApi() {
  if (onPrism) {
    // Inside `pnpm test` its Prism is shared (no port of its own: lib/prism.mjs).
    const prism = await startPrism({ port: process.env[SHARED_PRISM_ENV] ? undefined : mockPort, quiet: true });
    console.log(`模拟服务（Prism）：${prism.url}`);
    return {
      url: prism.url,
      stop: prism.stop,
      config: {},
      prefixes: [],
      mockExamples: indexExamples('openapi/openapi.yaml', process.cwd()),
    };
  }
  // The sandbox runs from its build (one file with the SDK's cipher in it); building takes seconds.
  if (!skipBuild || !existsSync('apps/sandbox/dist/index.js'))
    execFileSync(pnpm, ['--filter', '@tzsb/sandbox', 'build'], { stdio: 'inherit' });
  const { startSandbox } = await import(new URL('../apps/sandbox/dist/index.js', import.meta.url).href);
  const sandbox = await startSandbox({ port: sandboxPort });
  const { counts } = sandbox.app;
  console.log(
    `模拟环境（sandbox）：${sandbox.url}；契约操作 ${counts.total} 个（状态化 ${counts.stateful}，示例应答 ${counts.exampleBacked}）；数据目录 ${sandbox.app.options.dataDir}`,
  );
  return {
    url: sandbox.url,
    stop: sandbox.close,
    config: { sandboxConsoleUrl: '/__sandbox/' },
    prefixes: ['/__sandbox'],
    mockExamples: undefined,
  };
}

const api = await startApi();
const children = [];
const stopAll = async () => {
  for (const c of children) c.kill('SIGTERM');
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (dev) {
  const vite = spawn(pnpm, ['--filter', '@tzsb/web', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, MOCK_URL: api.url, WEB_PORT: String(webPort) },
  });
  children.push(vite);
} else {
  const apps = [{ mount: '/', dir: 'apps/web/dist' }];
  if (existsSync('apps/mobile-upload')) apps.push({ mount: '/attachmentUploadMobile', dir: 'apps/mobile-upload/dist' });
  if (!skipBuild) {
    for (const name of apps.map((a) => a.dir.split('/')[1])) {
      execFileSync(pnpm, ['--filter', `@tzsb/${name}`, 'build'], { stdio: 'inherit' });
    }
  }
  // The built config.json with what this API adds (the sandbox's console).
  const built = existsSync('apps/web/dist/config.json')
    ? JSON.parse(readFileSync('apps/web/dist/config.json', 'utf8'))
    : {};
  const config = Object.keys(api.config).length ? { ...built, ...api.config } : undefined;
  // The browser talks to this server only; it proxies the API.
  const server = await serveApps({
    port: webPort,
    apiTarget: api.url,
    apps,
    mockExamples: api.mockExamples,
    config,
    extraPrefixes: api.prefixes,
  });
  console.log(
    onPrism
      ? `\n平台已启动：${server.url}（任意账号、密码和验证码即可登录；Ctrl+C 结束）`
      : `\n平台已启动：${server.url}（账号 qiye01 / weibao01 / admin01，密码 Tzsb@2026；模拟环境控制台 ${server.url}/__sandbox/；Ctrl+C 结束）`,
  );
}
