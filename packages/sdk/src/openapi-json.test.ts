// `@tzsb/sdk/openapi.json`: the build ships the contract exactly as `redocly bundle` makes it of
// openapi/openapi.yaml (checked on the BUILT package: the test script builds before vitest).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const repo = join(pkg, '../..');

describe('@tzsb/sdk/openapi.json', () => {
  it('is byte for byte what redocly bundle makes of the contract', { timeout: 60_000 }, () => {
    const shipped = join(pkg, 'dist/openapi.json');
    if (!existsSync(shipped))
      throw new Error('dist/openapi.json is missing: run `pnpm --filter @tzsb/sdk build` first (the test script does)');
    const fresh = join(mkdtempSync(join(tmpdir(), 'sdk-contract-')), 'openapi.json');
    execFileSync(
      join(repo, 'node_modules/.bin/redocly'),
      ['bundle', join(repo, 'openapi/openapi.yaml'), '--ext', 'json', '-o', fresh],
      { stdio: 'pipe' },
    );
    expect(readFileSync(shipped).equals(readFileSync(fresh))).toBe(true);
    const doc = JSON.parse(readFileSync(shipped, 'utf8')) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/a/stone/eqm/list');
  });

  it('is exported and packed', () => {
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
      files: string[];
    };
    expect(manifest.exports['./openapi.json']).toBe('./dist/openapi.json');
    expect(manifest.files).toContain('dist');
  });
});
