/// <reference types="node" />
// The README's runnable snippets, for the tests that run them as written: a block between
// `<!-- doc-test:NAME -->` and `<!-- /doc-test:NAME -->` (see "开发本包" in README.md).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The fenced code of the README block `name`: its language and text. */
export function readmeSnippet(name: string): { lang: string; code: string } {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const block = new RegExp(
    `<!-- doc-test:${name} -->\\s*\`\`\`(\\w+)\\n([\\s\\S]*?)\`\`\`\\s*<!-- /doc-test:${name} -->`,
  ).exec(readme);
  if (!block) throw new Error(`README.md has no <!-- doc-test:${name} --> block`);
  return { lang: block[1], code: block[2] };
}

/**
 * A folder where `@tzsb/sdk` resolves to this package's build (dist/), as in a project that installed
 * it: the snippets import it by name.
 */
export function snippetProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-snippet-'));
  mkdirSync(join(dir, 'node_modules/@tzsb'), { recursive: true });
  symlinkSync(packageDir, join(dir, 'node_modules/@tzsb/sdk'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  return dir;
}

/**
 * Runs the README's TypeScript snippet `name` as a file of its own with Node (which strips the
 * types), `env` added to the environment; resolves with its exit code and output.
 */
export function runSnippet(
  name: string,
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const dir = snippetProject();
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, readmeSnippet(name).code);
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--no-warnings', file],
      { cwd: dir, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}
