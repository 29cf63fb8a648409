// Builds api-reference.html, the HTML reference the package ships (`prepack`), from the contract,
// unless the one already there was built from the same contract: `redocly build-docs` takes seconds
// of CPU, and the SDK's tests pack the package twice (the README's install steps, then attw).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(pkg, '../..');
const contractDir = resolve(repo, 'openapi');
const out = resolve(pkg, 'api-reference.html');
// Beside the package's dependencies: never packed, never committed.
const stamp = resolve(pkg, 'node_modules/.cache/api-reference.sha256');

/** A hash of every file of the contract (names and contents), and of the tool that renders it. */
function contractHash() {
  const hash = createHash('sha256');
  const files = readdirSync(contractDir, { recursive: true })
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort();
  for (const f of files)
    hash
      .update(`${f}\0`)
      .update(readFileSync(resolve(contractDir, f)))
      .update('\0');
  hash.update(readFileSync(resolve(repo, 'node_modules/@redocly/cli/package.json')));
  return hash.digest('hex');
}

const wanted = contractHash();
if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
  console.log('api-reference.html: up to date with the contract');
} else {
  execFileSync(
    resolve(repo, 'node_modules/.bin/redocly'),
    ['build-docs', resolve(contractDir, 'openapi.yaml'), '-o', out],
    { stdio: 'inherit' },
  );
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, wanted);
}
