// `pnpm contract:describe-examples`: writes, in every operation's description, the generated block
// listing its named examples and the `Prefer` header that selects each on the mock (see
// scripts/lib/named-examples.mjs). Idempotent: run it after adding or renaming an example; the
// Redocly rule `tzsb/examples-listed` fails `pnpm contract:lint` while a block is missing or stale.
// Only the description's scalar is rewritten (as a `|` block), the rest of each file stays as it is.
//
//   node scripts/describe-examples.mjs [--check] [openapi/paths/x.yaml ...]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';
import { namedExamples, renderBlock, resolveRef, withBlock } from './lib/named-examples.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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
    const scalar = `|\n${next.replace(/\n$/, '').split('\n').map((l) => (l ? pad + l : '')).join('\n')}\n`;
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
  const given = process.argv.slice(2).filter((a) => !a.startsWith('--')).map((f) => resolve(f));
  const dir = join(repo, 'openapi/paths');
  const files = given.length ? given : readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(dir, f));
  const changed = [];
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    const next = describeFile(file, src);
    if (next === src) continue;
    // The rewrite must keep the document's meaning apart from the descriptions.
    const strip = (o) => JSON.stringify(o, (k, v) => (k === 'description' ? undefined : v));
    if (strip(parse(next)) !== strip(parse(src))) throw new Error(`${file}: rewriting the description changed other fields`);
    if (describeFile(file, next) !== next) throw new Error(`${file}: the rewrite is not idempotent`);
    changed.push(relative(process.cwd(), file));
    if (!check) writeFileSync(file, next);
  }
  if (check && changed.length) {
    console.error(`stale example lists in ${changed.length} file(s): run \`pnpm contract:describe-examples\`\n  ${changed.join('\n  ')}`);
    process.exit(1);
  }
  console.log(check ? `example lists up to date (${files.length} files)` : `example lists: ${changed.length} of ${files.length} file(s) rewritten`);
}
