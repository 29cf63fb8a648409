// Puts the bundled contract in dist/openapi.json, so the packed package runs without the
// repository (its contract is read from there when no checkout is around it).
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
execFileSync(
  resolve(root, 'node_modules/.bin/redocly'),
  ['bundle', resolve(root, 'openapi/openapi.yaml'), '--ext', 'json', '-o', resolve(here, '../dist/openapi.json')],
  { stdio: 'pipe' },
);
console.log('dist/openapi.json');
