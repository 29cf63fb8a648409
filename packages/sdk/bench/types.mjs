// What the SDK's types cost an integrator's editor: type-checks a 60-line script that uses the built
// package (dist/, as installed) in strict mode, and prints tsc's instantiations, memory and time.
// Run after a build: `pnpm --filter @tzsb/sdk build && node packages/sdk/bench/types.mjs [--skip-lib-check]`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(pkg, 'node_modules/typescript/bin/tsc');
const skipLibCheck = process.argv.includes('--skip-lib-check');

// An integrator's script: a client, a login, typed calls of several domains, paging, errors.
const script = `import { createAuth, createTzsbClient, isApiError, isSessionError, memoryStore, paginate, Session, unwrap, type ApiError } from '@tzsb/sdk';
import { checkRule } from '@tzsb/sdk/validators';

const baseUrl = process.env.TZSB_BASE_URL ?? 'http://127.0.0.1:4010';
const session = new Session(memoryStore());
const errors: ApiError[] = [];
const client = createTzsbClient({ baseUrl, session, deadline: 20_000, onApiError: (e) => errors.push(e) });
const auth = createAuth({ client });

async function main(): Promise<void> {
  const { user, roleList } = await auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
  console.log(user.name, roleList.map((r) => r.name).join('、'));
  const unit = await auth.loadUnit();
  console.log(unit?.orgname);

  const page = await unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 1, pageSize: 10, equclacode: '3000' } }));
  for (const row of page.list) console.log(row.eqpCode, row.eqpName);

  const detail = await unwrap(client.GET('/a/stone/eqm/getDetailBy', { params: { query: { oidno: page.list[0].oidno } } }));
  console.log(detail);

  for await (const article of paginate(client, '/a/stone/index/findArticlePage', { body: { pageSize: 5 } })) {
    console.log(article);
  }
  const first = await paginate(client, '/a/stone/eqm/list', { body: { useStatus: '1' } }).collect({ limit: 20 });
  console.log(first.length);

  const { data: image } = await client.GET('/a/stone/common/validCode', { params: { query: { t: Date.now() } }, parseAs: 'blob' });
  console.log(image?.size);

  const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  const attachment = await unwrap(client.POST('/a/stone/common/attachment/upload', { body: { file, attrefsysid: 'a3f1c9e07b2d4e6f8a0b1c2d3e4f5a6b' } }));
  console.log(attachment.attsysid);

  await unwrap(client.POST('/a/stone/user/updateInfo', { body: { name: '陈建国', mobile: '13857412368' } }));
  const sso = await unwrap(client.GET('/a/stone/common/getSsoLoginUrl', { timeout: 5_000, retry: false }));
  console.log(sso?.url);

  console.log(checkRule('mobile', '13857412368'), checkRule('equipmentCode', '311033020020190123'));

  const leave = new AbortController();
  setTimeout(() => leave.abort(), 10_000);
  const info = await auth.loadUserInfo({ force: true }, { signal: leave.signal, deadline: 8_000 });
  if (info.roleList[1]) await auth.changeRole(info.roleList[1]);
  const rows = await unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 2, eqpName: '客梯' }, onAttempt: (a) => console.log(a.duration) }));
  console.log(rows.count, rows.pageNo, session.state.roleName, session.state.access.length);
  const state = session.getState();
  if (!state.loggedIn) throw new Error('not logged in');
}

main().catch((error: unknown) => {
  if (isSessionError(error)) console.error('会话已失效');
  else if (isApiError(error)) console.error(error.kind, error.message, error.fields?.map((f) => f.name));
  else throw error;
  process.exitCode = 1;
}).finally(async () => {
  await auth.logout().catch(() => undefined);
  console.log(errors.length, 'errors');
});
`;

/** tsc's figures for `source` in a fresh folder where `@tzsb/sdk` resolves to this package. */
function measure(source) {
  const dir = mkdtempSync(join(tmpdir(), 'tzsb-types-bench-'));
  try {
    mkdirSync(join(dir, 'node_modules/@tzsb'), { recursive: true });
    symlinkSync(pkg, join(dir, 'node_modules/@tzsb/sdk'), 'dir');
    mkdirSync(join(dir, 'node_modules/@types'), { recursive: true });
    symlinkSync(join(pkg, 'node_modules/@types/node'), join(dir, 'node_modules/@types/node'), 'dir');
    writeFileSync(join(dir, 'script.ts'), source);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck,
          types: ['node'],
        },
        files: ['script.ts'],
      }),
    );
    let out;
    try {
      // tsc's own CPU time (user + system), printed as it exits: unlike its wall times, it hardly
      // depends on what else the machine is running.
      writeFileSync(
        join(dir, 'cpu.cjs'),
        "process.on('exit', () => { const u = process.cpuUsage(); process.stdout.write(`CPU time: ${((u.user + u.system) / 1e6).toFixed(2)}s\\n`); });\n",
      );
      out = execFileSync(
        process.execPath,
        ['--require', join(dir, 'cpu.cjs'), tsc, '-p', dir, '--extendedDiagnostics'],
        { encoding: 'utf8' },
      );
    } catch (e) {
      process.stderr.write(`${e.stdout ?? ''}${e.stderr ?? ''}`);
      throw new Error('the script does not type-check');
    }
    const figure = (name) => out.match(new RegExp(`^${name}:\\s+(.+)$`, 'm'))?.[1].trim() ?? '';
    return {
      files: figure('Files'),
      types: figure('Types'),
      instantiations: figure('Instantiations'),
      memory: figure('Memory used'),
      check: figure('Check time'),
      total: figure('Total time'),
      cpu: figure('CPU time'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The same settings without the SDK (Node's own types), so that the SDK's share shows.
const baseline = measure('console.log(process.version);\n');
const sdk = measure(script);
const number = (text) => Number.parseFloat(text.replace(/[^\d.]/g, ''));
const share = (key) => {
  const d = number(sdk[key]) - number(baseline[key]);
  return key === 'memory'
    ? `${Math.round(d / 1024)} MB`
    : /time|check|total|cpu/.test(key)
      ? `${d.toFixed(2)}s`
      : String(Math.round(d));
};
console.log(
  `script: ${script.trim().split('\n').length} lines, strict, moduleResolution NodeNext, skipLibCheck ${skipLibCheck}`,
);
console.log(
  `TypeScript ${execFileSync(process.execPath, [tsc, '-v'], { encoding: 'utf8' })
    .trim()
    .replace(/^Version /, '')}, Node ${process.versions.node}, ${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}`,
);
console.log(`${''.padEnd(16)}${'Node only'.padStart(12)}${'with SDK'.padStart(12)}${'SDK share'.padStart(12)}`);
for (const [label, key] of [
  ['files', 'files'],
  ['types', 'types'],
  ['instantiations', 'instantiations'],
  ['memory used', 'memory'],
  ['check time', 'check'],
  ['total time', 'total'],
  ['tsc CPU time', 'cpu'],
]) {
  console.log(`${label.padEnd(16)}${baseline[key].padStart(12)}${sdk[key].padStart(12)}${share(key).padStart(12)}`);
}
