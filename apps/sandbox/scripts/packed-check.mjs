// The sandbox outside the repository: the package packed as the registry would serve it, installed
// in an empty folder, started with its own bin on the packed contract, and asked for its status and
// a login. Fails when the package misses a file, a dependency or its contract.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';

const pkgDir = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'sandbox-packed-'));
const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
let child;
try {
  // Packed from the build already made (`pnpm test` builds it first): rebuilding here would empty
  // dist/ under a server that runs from it.
  execFileSync(process.execPath, ['scripts/bundle-contract.mjs'], { cwd: pkgDir, stdio: 'pipe' });
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: pkgDir, stdio: 'pipe' });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'qa-check', private: true, type: 'module' }));
  // From npm's cache where it has the versions (a registry round trip per package otherwise).
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(work, tarball)],
    {
      cwd: app,
      stdio: 'pipe',
      timeout: 240_000,
    },
  );
  const port = await freePort();
  child = spawn(
    process.execPath,
    [join(app, 'node_modules/.bin/tzsb-sandbox'), '--port', String(port), '--data', join(work, 'data')],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const deadline = Date.now() + 120_000;
  let status;
  while (!status) {
    if (child.exitCode !== null) throw new Error(`打包后的模拟环境退出了：\n${out}`);
    if (Date.now() > deadline) throw new Error(`打包后的模拟环境 120 秒内没有应答：\n${out}`);
    status = await fetch(`http://127.0.0.1:${port}/__sandbox/status`)
      .then((r) => r.json())
      .catch(() => null);
    if (!status) await new Promise((r) => setTimeout(r, 250));
  }
  if (status.operations.total !== 250 && status.operations.total < 200)
    throw new Error(`契约操作数不对：${JSON.stringify(status.operations)}`);
  const list = await fetch(`http://127.0.0.1:${port}/a/stone/eqm/list?__ajax=json`, { method: 'POST' });
  if (list.status !== 401) throw new Error(`未登录的调用应答 ${list.status}，应为 401`);
  console.log(
    `packed sandbox: ${tarball} installed in an empty folder, ${status.operations.total} operations (${status.operations.stateful} from state), 401 without a session`,
  );
} finally {
  child?.kill();
  rmSync(work, { recursive: true, force: true });
}
