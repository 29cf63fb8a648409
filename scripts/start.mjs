// `pnpm start`: builds the front ends, starts Prism on the contract and serves the production build
// of the web app at http://127.0.0.1:5173 (WEB_PORT), with the API proxied to the mock (MOCK_PORT).
// `pnpm dev`: the same mock with Vite's dev server and hot reload.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPrism } from './lib/prism.mjs';
import { serveApps } from './lib/serve.mjs';
import { indexExamples } from './lib/mock-rules.mjs';

// Paths below are relative to the repository root, wherever this is started from.
process.chdir(new URL('..', import.meta.url).pathname);

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const webPort = Number(process.env.WEB_PORT ?? 5173);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

const prism = await startPrism({ port: mockPort, quiet: true });
console.log(`模拟服务（Prism）：${prism.url}`);
const children = [];
const stopAll = async () => { for (const c of children) c.kill('SIGTERM'); await prism.stop(); process.exit(0); };
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (dev) {
  const vite = spawn(pnpm, ['--filter', '@tzsb/web', 'dev'], { stdio: 'inherit', env: { ...process.env, MOCK_URL: prism.url, WEB_PORT: String(webPort) } });
  children.push(vite);
} else {
  const apps = [{ mount: '/', dir: 'apps/web/dist' }];
  if (existsSync('apps/mobile-upload')) apps.push({ mount: '/attachmentUploadMobile', dir: 'apps/mobile-upload/dist' });
  if (!skipBuild) {
    for (const name of apps.map((a) => a.dir.split('/')[1])) {
      execFileSync(pnpm, ['--filter', `@tzsb/${name}`, 'build'], { stdio: 'inherit' });
    }
  }
  // The browser talks to this server only; it proxies the API to the mock.
  const mockExamples = indexExamples('openapi/openapi.yaml', process.cwd());
  const server = await serveApps({ port: webPort, apiTarget: prism.url, apps, mockExamples });
  console.log(`\n平台已启动：${server.url}（任意账号、密码和验证码即可登录；Ctrl+C 结束）`);
}
