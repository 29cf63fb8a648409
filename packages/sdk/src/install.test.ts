// The README's "install outside the repository" steps, run as written in a temporary folder: pack
// the package, install the tarball into an empty project with npm, run the CLI, import the package
// as ESM and CommonJS, and type-check a file with the documented TypeScript setting (and without it).
// The build line is skipped: the test script builds before vitest (dist/ must exist).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const repo = join(pkg, '../..');
const readme = readFileSync(join(pkg, 'README.md'), 'utf8');

/** The shell lines between the README's doc-test markers. */
function installSteps(): string[] {
  const block = /<!-- doc-test:install -->\s*```sh\n([\s\S]*?)```\s*<!-- \/doc-test:install -->/.exec(readme);
  if (!block) throw new Error('README.md has no <!-- doc-test:install --> block');
  return block[1].split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

const sh = (script: string, env: Record<string, string>, cwd = repo) =>
  execFileSync('bash', ['-euo', 'pipefail', '-c', script], { cwd, env: { ...process.env, ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('README: install from a packed tarball', () => {
  it('works in an empty project outside the repository', { timeout: 240_000 }, () => {
    if (!existsSync(join(pkg, 'dist/index.js'))) throw new Error('dist/ is missing: run `pnpm --filter @tzsb/sdk build` first (the test script does)');
    const steps = installSteps();
    expect(steps.some((l) => l.includes('pack'))).toBe(true);
    expect(steps.some((l) => l.startsWith('npm install'))).toBe(true);
    // `~/my-app` is the reader's project: HOME is a temporary folder holding one (npm keeps its cache).
    const HOME = mkdtempSync(join(tmpdir(), 'sdk-install-'));
    const APP = join(HOME, 'my-app');
    const env = { HOME, npm_config_cache: join(homedir(), '.npm') };
    sh(`mkdir -p "${APP}" && cd "${APP}" && npm init -y >/dev/null`, env);
    const script = steps.filter((l) => !/\bbuild\b/.test(l)).join('\n');
    // Every variable the steps use is defined in them.
    for (const [, name] of script.matchAll(/\$\{?(\w+)/g)) expect(script, name).toMatch(new RegExp(`\\b${name}=`));
    const out = sh(script, env);
    // The last step is `npx tzsb list-examples login`: JSON with the login's named examples.
    const listed = JSON.parse(out.slice(out.indexOf('{')));
    expect(listed.examples.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(['ok', 'wrongPassword', 'accountLocked', 'serverError']));

    // What the README says the package holds, and every entry of `files` (none that does not exist).
    const { files } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { files: string[] };
    for (const f of new Set(['dist/index.js', 'dist/index.cjs', 'dist/tzsb.js', 'examples/node-example.mjs', 'ENDPOINTS.md', 'api-reference.html', 'README.md', ...files])) {
      expect(existsSync(join(APP, 'node_modules/@tzsb/sdk', f)), f).toBe(true);
    }
    expect(sh('npx tzsb --version', {}, APP).trim()).toBe(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version);

    // ESM and CommonJS consumers.
    writeFileSync(join(APP, 'esm.mjs'), "import { createTzsbClient, des, isApiError } from '@tzsb/sdk';\nconst c = createTzsbClient({ baseUrl: 'http://127.0.0.1:9' });\nconsole.log(typeof c.GET, des.decode(des.encode('nbyjzy')), isApiError(new Error()));\n");
    writeFileSync(join(APP, 'cjs.cjs'), "const { createTzsbClient, des } = require('@tzsb/sdk');\nconst { rules } = require('@tzsb/sdk/validators');\nconsole.log(typeof createTzsbClient, des.decode(des.encode('nbyjzy')), typeof rules.mobile.safeParse);\n");
    expect(sh('node esm.mjs && node cjs.cjs', {}, APP)).toBe('function nbyjzy false\nfunction nbyjzy function\n');

    // TypeScript: fine with lib DOM; without DOM (and without @types/node) the global fetch types are missing.
    writeFileSync(join(APP, 'use.ts'), "import { createTzsbClient, unwrap, type ApiError } from '@tzsb/sdk';\nconst client = createTzsbClient({ baseUrl: 'http://127.0.0.1:4010' });\nexport const page = unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }));\nexport type E = ApiError['kind'];\n");
    const tsconfig = (lib: string[]) => JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib, strict: true, noEmit: true, types: [] }, files: ['use.ts'] });
    const tsc = join(pkg, 'node_modules/typescript/bin/tsc');
    writeFileSync(join(APP, 'tsconfig.json'), tsconfig(['ES2022', 'DOM']));
    expect(sh(`node "${tsc}" -p tsconfig.json`, {}, APP)).toBe('');
    writeFileSync(join(APP, 'tsconfig.json'), tsconfig(['ES2022']));
    let failure = '';
    try { sh(`node "${tsc}" -p tsconfig.json`, {}, APP); } catch (e) { failure = String((e as { stdout?: string }).stdout); }
    expect(failure).toContain("Cannot find name 'Blob'");
  });
});
