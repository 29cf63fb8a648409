// Puts the bundled contract in dist/openapi.json (`@tzsb/sdk/openapi.json`): what `redocly bundle`
// makes of openapi/openapi.yaml, unchanged, so that QA outside the repository can run a mock or the
// sandbox on the very contract the SDK was generated from.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(pkg, '../..');
mkdirSync(resolve(pkg, 'dist'), { recursive: true });
execFileSync(
  resolve(repo, 'node_modules/.bin/redocly'),
  ['bundle', resolve(repo, 'openapi/openapi.yaml'), '--ext', 'json', '-o', resolve(pkg, 'dist/openapi.json')],
  { stdio: 'pipe' },
);
console.log('dist/openapi.json');
