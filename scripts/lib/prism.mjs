// Starts Prism on a contract and resolves once it answers. Shared by the round trip, the SDK's
// integration tests and the end-to-end runner, so every one of them mocks the same way.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { loadExampleCatalog, startExampleGuard } from './example-guard.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultContract = resolve(repoRoot, 'openapi/openapi.yaml');

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

/**
 * Prism listens on a private port behind a small proxy on `port` (scripts/lib/example-guard.mjs)
 * that answers a request for an example the operation does not have with the pairs it has, and
 * pages lists by pageNo / pageSize.
 * @param {{ contract?: string, port?: number, host?: string, dynamic?: boolean, quiet?: boolean }} [opts]
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>, log: () => string }>}
 */
export async function startPrism(opts = {}) {
  const contract = opts.contract ?? defaultContract;
  const port = opts.port ?? (await freePort());
  const host = opts.host ?? '127.0.0.1';
  const prismPort = await freePort();
  // Run Prism's own entry with this Node (24 under pnpm): the .bin shell wrapper would leave its
  // node child running when the wrapper is killed.
  const bin = process.execPath;
  const args = [resolve(repoRoot, 'node_modules/@stoplight/prism-cli/dist/index.js'), 'mock', '-h', '127.0.0.1', '-p', String(prismPort), '--errors', 'false'];
  if (opts.dynamic) args.push('-d');
  args.push(contract);
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  let out = '';
  // Prism's log names its private port; show the one clients use.
  const shown = (d) => String(d).replaceAll(`127.0.0.1:${prismPort}`, `${host}:${port}`);
  child.stdout.on('data', (d) => { out += d; if (!opts.quiet) process.stdout.write(shown(d)); });
  child.stderr.on('data', (d) => { out += d; if (!opts.quiet) process.stderr.write(shown(d)); });
  const url = `http://${host}:${port}`;
  // The proxy's catalogue of operations is read while Prism starts (seconds of YAML either way).
  let catalog;
  try {
    catalog = loadExampleCatalog(contract);
  } catch (e) {
    child.kill('SIGTERM');
    throw e;
  }
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${out.slice(-4000)}`);
    if (/Prism is listening/.test(out)) break;
    if (Date.now() > deadline) { child.kill(); throw new Error(`Prism did not start in 90 s:\n${out.slice(-4000)}`); }
    await new Promise((r) => setTimeout(r, 200));
  }
  let guard;
  try {
    guard = await startExampleGuard({ port, host, target: `http://127.0.0.1:${prismPort}`, contract, catalog });
  } catch (e) {
    child.kill('SIGTERM');
    throw e;
  }
  return {
    url,
    port,
    log: () => out,
    stop: async () => {
      await guard.close();
      await new Promise((r) => { if (child.exitCode !== null) return r(); child.once('exit', () => r()); child.kill('SIGTERM'); });
    },
  };
}
