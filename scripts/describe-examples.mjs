// `pnpm contract:describe-examples`: writes, in every operation's description, the generated block
// listing its named examples and the `Prefer` header that selects each on the mock (see
// scripts/lib/named-examples.mjs). Idempotent: run it after adding or renaming an example; the
// Redocly rule `tzsb/examples-listed` fails `pnpm contract:lint` while a block is missing or stale.
// Only the description's scalar is rewritten (as a `|` block), the rest of each file stays as it is.
//
// It first gives every secured operation the failures all of them share and that are alike
// everywhere: `'401'` (session expired, example `sessionTimeout`) and `'500'` (server error, example
// `serverError`), as references to components/responses/, so QA can ask any secured call for them
// (`Prefer: code=401` / `Prefer: code=500`). The rule `tzsb/secured-failures` fails the lint while
// one is missing.
//
//   node scripts/describe-examples.mjs [--check] [openapi/paths/x.yaml ...]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';
import { isSecured, namedExamples, renderBlock, resolveRef, withBlock } from './lib/named-examples.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The shared answers every secured operation declares, by status. */
export const SECURED_FAILURES = { 401: 'Unauthorized.yaml', 500: 'ServerError.yaml' };

const rootSecurity = () => parse(readFileSync(join(repo, 'openapi/openapi.yaml'), 'utf8')).security;

/** Adds the missing shared 401 / 500 answers of the secured operations of one path file. */
export function addSecuredFailures(file, src = readFileSync(file, 'utf8'), security = rootSecurity()) {
  const doc = parseDocument(src);
  const plain = doc.toJS();
  const edits = [];
  const dir = relative(dirname(file), join(repo, 'openapi/components/responses')).split('\\').join('/');
  for (const method of METHODS) {
    const op = plain?.[method];
    if (!op || typeof op !== 'object' || !isSecured(op, security) || !op.responses) continue;
    const missing = Object.keys(SECURED_FAILURES).filter((status) => !(status in op.responses));
    if (!missing.length) continue;
    const responses = doc.get(method, true).get('responses', true);
    const last = responses.items.at(-1);
    const keyStart = last.key.range[0];
    const indent = ' '.repeat(keyStart - src.lastIndexOf('\n', keyStart - 1) - 1);
    // Right after the last answer's text (a node's range can take in the blank lines after it).
    let at = (last.value?.range ?? last.key.range)[1];
    while (at > 0 && /\s/.test(src[at - 1])) at--;
    const text = missing
      .map((status) => `\n${indent}'${status}':\n${indent}  $ref: ${dir}/${SECURED_FAILURES[status]}`)
      .join('');
    edits.push({ at, text });
  }
  let out = src;
  for (const e of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  return out;
}

/** Rewrites one path file's descriptions; returns the new text (the same text when up to date). */
export function describeFile(file, src = readFileSync(file, 'utf8')) {
  const doc = parseDocument(src);
  const plain = doc.toJS();
  const edits = [];
  for (const method of METHODS) {
    const op = plain?.[method];
    if (!op || typeof op !== 'object') continue;
    const block = renderBlock(namedExamples(op, resolveRef, file));
    const next = withBlock(op.description, block);
    if (next === op.description) continue;
    const opNode = doc.get(method, true);
    const pair = opNode.items.find((p) => p.key?.value === 'description');
    const keyPair = pair ?? opNode.items.find((p) => p.key?.value === 'summary') ?? opNode.items[0];
    const keyStart = keyPair.key.range[0];
    const indent = keyStart - src.lastIndexOf('\n', keyStart - 1) - 1;
    const pad = ' '.repeat(indent + 2);
    const scalar = `|\n${next
      .replace(/\n$/, '')
      .split('\n')
      .map((l) => (l ? pad + l : ''))
      .join('\n')}\n`;
    if (pair) {
      edits.push({ from: pair.value.range[0], to: pair.value.range[2], text: scalar });
    } else {
      const at = keyPair.value.range[2];
      edits.push({ from: at, to: at, text: `${' '.repeat(indent)}description: ${scalar}` });
    }
  }
  let out = src;
  for (const e of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const check = process.argv.includes('--check');
  const given = process.argv
    .slice(2)
    .filter((a) => !a.startsWith('--'))
    .map((f) => resolve(f));
  const dir = join(repo, 'openapi/paths');
  const files = given.length
    ? given
    : readdirSync(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => join(dir, f));
  const changed = [];
  const security = rootSecurity();
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    const withFailures = addSecuredFailures(file, src, security);
    if (addSecuredFailures(file, withFailures, security) !== withFailures)
      throw new Error(`${file}: adding the 401/500 answers is not idempotent`);
    const next = describeFile(file, withFailures);
    if (next === src) continue;
    // The rewrite must keep the document's meaning apart from the descriptions and the added answers.
    const strip = (o) => JSON.stringify(o, (k, v) => (k === 'description' ? undefined : v));
    if (strip(parse(next)) !== strip(parse(withFailures)))
      throw new Error(`${file}: rewriting the description changed other fields`);
    if (describeFile(file, next) !== next) throw new Error(`${file}: the rewrite is not idempotent`);
    changed.push(relative(process.cwd(), file));
    if (!check) writeFileSync(file, next);
  }
  if (check && changed.length) {
    console.error(
      `stale example lists in ${changed.length} file(s): run \`pnpm contract:describe-examples\`\n  ${changed.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    check
      ? `example lists up to date (${files.length} files)`
      : `example lists: ${changed.length} of ${files.length} file(s) rewritten`,
  );
}
