// `pnpm contract:drift:sandbox`: the drift check (scripts/contract-drift.mjs: Prism's proxy in front
// of a server, every read-only operation called through it) against the sandbox, signed in as
// qiye01. Two implementations of one contract check each other: 0 violations expected.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.chdir(new URL('..', import.meta.url).pathname);
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
if (!existsSync('apps/sandbox/dist/index.js') || !process.argv.includes('--no-build'))
  execFileSync(pnpm, ['--filter', '@tzsb/sandbox', 'build'], { stdio: 'inherit' });
const { startSandbox } = await import(new URL('../apps/sandbox/dist/index.js', import.meta.url).href);
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-drift-'));
const sandbox = await startSandbox({ port: 0, dataDir, strict: true, log: () => {} });
const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [
      'scripts/contract-drift.mjs',
      '--upstream',
      sandbox.url,
      '--user',
      'qiye01',
      '--password',
      'Tzsb@2026',
      '--out',
      'dist/drift-sandbox',
    ],
    { stdio: 'inherit' },
  );
  child.on('close', (c) => resolve(c ?? 1));
});
await sandbox.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
