// The README's "install outside the repository" steps, run as written in a temporary folder: pack
// the package, install the tarball into an empty project with npm, run the CLI, import the package
// as ESM and CommonJS (the main entry, `/testing` and `/openapi.json`), and type-check a file with the
// documented TypeScript setting (and without it), then with the strictest settings.
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
  return block[1]
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

const sh = (script: string, env: Record<string, string>, cwd = repo) =>
  execFileSync('bash', ['-euo', 'pipefail', '-c', script], {
    cwd,
    env: {
      ...process.env,
      ...env,
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      // From npm's cache where it has the versions (a registry round trip per package otherwise).
      npm_config_prefer_offline: 'true',
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('README: install from a packed tarball', () => {
  it('works in an empty project outside the repository', { timeout: 240_000 }, () => {
    if (!existsSync(join(pkg, 'dist/index.js')))
      throw new Error('dist/ is missing: run `pnpm --filter @tzsb/sdk build` first (the test script does)');
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
    expect(listed.examples.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['ok', 'wrongPassword', 'accountLocked', 'serverError']),
    );

    // What the README says the package holds, and every entry of `files` (none that does not exist).
    const { files } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { files: string[] };
    for (const f of new Set([
      'dist/index.js',
      'dist/index.cjs',
      'dist/tzsb.js',
      'dist/testing.js',
      'dist/testing.cjs',
      'dist/testing.d.ts',
      'dist/openapi.json',
      'examples/node-example.mjs',
      'ENDPOINTS.md',
      'api-reference.html',
      'README.md',
      ...files,
    ])) {
      expect(existsSync(join(APP, 'node_modules/@tzsb/sdk', f)), f).toBe(true);
    }
    expect(sh('npx tzsb --version', {}, APP).trim()).toBe(
      JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version,
    );

    // ESM and CommonJS consumers, of the main entry, the test kit and the bundled contract.
    writeFileSync(
      join(APP, 'esm.mjs'),
      [
        "import { createTzsbClient, des, isApiError } from '@tzsb/sdk';",
        "import { createTestClient, mockHeaders, freshTenant } from '@tzsb/sdk/testing';",
        "import contract from '@tzsb/sdk/openapi.json' with { type: 'json' };",
        "const c = createTzsbClient({ baseUrl: 'http://127.0.0.1:9' });",
        "console.log(typeof c.GET, des.decode(des.encode('nbyjzy')), isApiError(new Error()));",
        "console.log(typeof createTestClient({ baseUrl: 'http://127.0.0.1:9' }).POST, mockHeaders('POST', '/a/login', { code: 500 }).headers.Prefer, typeof freshTenant, contract.paths['/a/login'].post.operationId);",
      ].join('\n'),
    );
    writeFileSync(
      join(APP, 'cjs.cjs'),
      [
        "const { createTzsbClient, des } = require('@tzsb/sdk');",
        "const { rules } = require('@tzsb/sdk/schemas');",
        "const { createSandboxAdmin, preferOf } = require('@tzsb/sdk/testing');",
        "const contract = require('@tzsb/sdk/openapi.json');",
        "console.log(typeof createTzsbClient, des.decode(des.encode('nbyjzy')), typeof rules.mobile.safeParse);",
        "console.log(createSandboxAdmin({ baseUrl: 'http://127.0.0.1:9', tenant: 'qa' }).tenant, preferOf({ code: 503 }), contract.info.title.length > 0);",
      ].join('\n'),
    );
    expect(sh('node esm.mjs && node cjs.cjs', {}, APP)).toBe(
      'function nbyjzy false\nfunction code=500 function login\nfunction nbyjzy function\nqa code=503 true\n',
    );

    // TypeScript: fine with lib DOM; without DOM (and without @types/node) the global fetch types are missing.
    writeFileSync(
      join(APP, 'use.ts'),
      "import { createTzsbClient, unwrap, type ApiError } from '@tzsb/sdk';\nconst client = createTzsbClient({ baseUrl: 'http://127.0.0.1:4010' });\nexport const page = unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }));\nexport type E = ApiError['kind'];\n",
    );
    const tsconfig = (lib: string[]) =>
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib,
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['use.ts'],
      });
    const tsc = join(pkg, 'node_modules/typescript/bin/tsc');
    writeFileSync(join(APP, 'tsconfig.json'), tsconfig(['ES2022', 'DOM']));
    expect(sh(`node "${tsc}" -p tsconfig.json`, {}, APP)).toBe('');
    writeFileSync(join(APP, 'tsconfig.json'), tsconfig(['ES2022']));
    let failure = '';
    try {
      sh(`node "${tsc}" -p tsconfig.json`, {}, APP);
    } catch (e) {
      failure = String((e as { stdout?: string }).stdout);
    }
    expect(failure).toContain("Cannot find name 'Blob'");

    // The strictest settings an integrator may have, ESM and CommonJS files, every entry: no error in
    // the package's types, and the test kit still refuses a mistyped example.
    writeFileSync(
      join(APP, 'strict.mts'),
      [
        "import { createTzsbClient, unwrap, isApiError } from '@tzsb/sdk';",
        "import { createTestClient, createSandboxAdmin, freshTenant, mockHeaders } from '@tzsb/sdk/testing';",
        "import contract from '@tzsb/sdk/openapi.json' with { type: 'json' };",
        "const client = createTestClient({ baseUrl: 'http://127.0.0.1:4020', retry: false });",
        "export const page = unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 500, example: 'serverError' } }));",
        '// @ts-expect-error -- no such example',
        "export const typo = client.POST('/a/stone/eqm/list', { body: { pageNo: 1 }, mock: { code: 500, example: 'serverEror' } });",
        "export const headers = mockHeaders('POST', '/a/login', { code: 200, example: 'wrongPassword' });",
        "export const admin = createSandboxAdmin({ baseUrl: 'http://127.0.0.1:4020' }).moveClock({ advance: 'P30D' });",
        "export const tenant = freshTenant({ baseUrl: 'http://127.0.0.1:4020', prefix: 'qa' }).then((t) => t.name);",
        "export const plain = createTzsbClient({ baseUrl: 'http://127.0.0.1:4010' });",
        'export const isError = isApiError;',
        'export const title: string = contract.info.title;',
      ].join('\n'),
    );
    writeFileSync(
      join(APP, 'strict.cts'),
      [
        "import { createTzsbClient } from '@tzsb/sdk';",
        "import { createTestClient } from '@tzsb/sdk/testing';",
        "import contract = require('@tzsb/sdk/openapi.json');",
        "export const plain = createTzsbClient({ baseUrl: 'http://127.0.0.1:4010' });",
        "export const unit = createTestClient({ baseUrl: 'http://127.0.0.1:4020' }).GET('/a/stone/user/unit', { mock: { code: 401 } });",
        'export const version: string = contract.info.version;',
      ].join('\n'),
    );
    const strict = {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2022', 'DOM'],
      types: [],
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      resolveJsonModule: true,
      noEmit: true,
    };
    writeFileSync(
      join(APP, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: strict, files: ['strict.mts', 'strict.cts'] }),
    );
    expect(sh(`node "${tsc}" -p tsconfig.json`, {}, APP)).toBe('');
  });
});
