// The README's runnable TypeScript snippets type-check in strict mode, as an integrator's Node project
// would compile them (NodeNext, lib ES2022 and @types/node, the package's published types). Each is
// also run as written by the test of its subject (see "开发本包" in README.md). Compiled with the
// repository's TypeScript 7, the current compiler; install.test.ts checks a project with 5.9.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir, readmeSnippet, snippetProject } from './doc-snippets';

const RUNNABLE = ['timeouts', 'retries', 'pagination', 'testing'];

describe('README snippets', () => {
  it('are TypeScript that compiles strictly against the published types', { timeout: 120_000 }, () => {
    const dir = snippetProject();
    for (const name of RUNNABLE) {
      const { lang, code } = readmeSnippet(name);
      expect(lang, name).toBe('ts');
      writeFileSync(join(dir, `${name}.ts`), code);
    }
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022'],
          strict: true,
          noEmit: true,
          types: ['node'],
          typeRoots: [join(packageDir, 'node_modules/@types')],
        },
        files: RUNNABLE.map((n) => `${n}.ts`),
      }),
    );
    let output = '';
    try {
      execFileSync(
        process.execPath,
        [join(packageDir, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
        {
          cwd: dir,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (e) {
      output = String((e as { stdout?: string }).stdout);
    }
    expect(output).toBe('');
  });
});
