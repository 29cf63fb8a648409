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
 * Runs Prism's CLI with `args` (after the entry). Prism's own entry runs with this Node (24 under
 * pnpm): the .bin shell wrapper would leave its node child running when the wrapper is killed.
 * `shown` rewrites what Prism logs before it is echoed (unless `quiet`).
 */
function launch(args, { quiet, shown = (d) => d }) {
  const child = spawn(
    process.execPath,
    [resolve(repoRoot, 'node_modules/@stoplight/prism-cli/dist/index.js'), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: false },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    if (!quiet) process.stdout.write(shown(String(d)));
  });
  child.stderr.on('data', (d) => {
    out += d;
    if (!quiet) process.stderr.write(shown(String(d)));
  });
  const stop = () =>
    new Promise((r) => {
      if (child.exitCode !== null) return r();
      child.once('exit', () => r());
      child.kill('SIGTERM');
    });
  /** Resolves once Prism listens; kills it and rejects if it exits or takes more than 90 s. */
  const listening = async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${out.slice(-4000)}`);
      if (/Prism is listening/.test(out)) return;
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`Prism did not start in 90 s:\n${out.slice(-4000)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return { child, log: () => out, stop, listening };
}

/** The environment variable naming a Prism that callers share (see `sharedPrism`). */
export const SHARED_PRISM_ENV = 'TZSB_SHARED_PRISM';

/**
 * The Prism named by TZSB_SHARED_PRISM, for a caller that asks for nothing of its own (the default
 * contract, any port, the loopback host, static examples): a mock is stateless, and each start costs
 * seconds of CPU reading the contract, so `pnpm test` starts one for its steps (the round trip,
 * the SDK's tests and example, the phone page's tests). Stopping it is its owner's.
 */
function sharedPrism(opts, contract) {
  const url = process.env[SHARED_PRISM_ENV];
  if (!url || opts.port || opts.dynamic || (opts.host && opts.host !== '127.0.0.1')) return null;
  if (resolve(contract) !== defaultContract) return null;
  return { url, port: Number(new URL(url).port), log: () => '', stop: async () => {} };
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
  const shared = sharedPrism(opts, contract);
  if (shared) return shared;
  const port = opts.port ?? (await freePort());
  const host = opts.host ?? '127.0.0.1';
  const prismPort = await freePort();
  const args = ['mock', '-h', '127.0.0.1', '-p', String(prismPort), '--errors', 'false'];
  if (opts.dynamic) args.push('-d');
  args.push(contract);
  // Prism's log names its private port; show the one clients use.
  const prism = launch(args, {
    quiet: opts.quiet,
    shown: (d) => d.replaceAll(`127.0.0.1:${prismPort}`, `${host}:${port}`),
  });
  const url = `http://${host}:${port}`;
  let guard;
  try {
    // The proxy's catalogue of operations is read while Prism starts (seconds of YAML either way).
    const catalog = loadExampleCatalog(contract);
    await prism.listening();
    guard = await startExampleGuard({ port, host, target: `http://127.0.0.1:${prismPort}`, contract, catalog });
  } catch (e) {
    await prism.stop();
    throw e;
  }
  return {
    url,
    port,
    log: prism.log,
    stop: async () => {
      await guard.close();
      await prism.stop();
    },
  };
}

/**
 * Prism's proxy mode in front of a live server: every request and answer passing through is checked
 * against the contract, and what does not fit is named in the answer's `sl-violations` header (the
 * answer itself passes unchanged). Used by `pnpm contract:drift`.
 * @param {{ upstream: string, contract?: string, port?: number, host?: string, quiet?: boolean }} opts
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>, log: () => string }>}
 */
export async function startPrismProxy(opts) {
  const contract = opts.contract ?? defaultContract;
  const port = opts.port ?? (await freePort());
  const host = opts.host ?? '127.0.0.1';
  const prism = launch(['proxy', '-h', host, '-p', String(port), '--errors', 'false', contract, opts.upstream], {
    quiet: opts.quiet,
  });
  try {
    await prism.listening();
  } catch (e) {
    await prism.stop();
    throw e;
  }
  return { url: `http://${host}:${port}`, port, log: prism.log, stop: prism.stop };
}
