// What the BUILT declaration files make an integrator's `tsc` load (the test script builds before
// vitest): without skipLibCheck every loaded .d.ts is checked in full, and zod's and openapi-fetch's
// cost more than the contract. The client and the plain validators load neither.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The packages the declaration file `entry` loads, following its relative imports. */
function packagesLoadedBy(entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, from] of readFileSync(file, 'utf8').matchAll(
      /\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/g,
    )) {
      if (from?.startsWith('.')) visit(join(dirname(file), from.replace(/\.js$/, '.d.ts')));
      else if (from) packages.add(from);
    }
  };
  visit(join(dist, entry));
  return [...packages].sort();
}

describe('the published declarations', () => {
  it('of the client and the plain validators load neither zod nor openapi-fetch; the schemas load zod', () => {
    if (!existsSync(join(dist, 'index.d.ts')))
      throw new Error('dist/ is missing: run `pnpm --filter @tzsb/sdk build` first (the test script does)');
    for (const entry of ['index.d.ts', 'validators.d.ts', 'cipher.d.ts', 'constants.d.ts']) {
      expect(packagesLoadedBy(entry), entry).not.toContain('zod');
      expect(packagesLoadedBy(entry), entry).not.toContain('openapi-fetch');
    }
    expect(packagesLoadedBy('schemas.d.ts')).toContain('zod');
  });
});
