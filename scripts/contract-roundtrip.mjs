// The contract round trip: start Prism on the contract and, for every operation, send a request
// built from its own examples; expect 200 and a body valid against the declared schema. Every named
// example of every 200 answer is checked against the schema too, so failure examples that QA asks
// for with `Prefer: example=<name>` stay valid as the contract grows. A paged list's examples hold
// every row they count (`count` = rows, page 1): the mock pages through them by pageNo / pageSize.
//
//   node scripts/contract-roundtrip.mjs [root.yaml]     (default openapi/openapi.yaml)
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startPrism, defaultContract } from './lib/prism.mjs';
import { contractExamples } from './lib/named-examples.mjs';
import { dereferencedContract, exampleRequest, firstExample, METHODS } from './lib/example-requests.mjs';

const root = resolve(process.argv[2] ?? defaultContract);
const doc = dereferencedContract(root);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);

const paged = new Set(
  contractExamples(root)
    .filter((o) => o.paged)
    .map((o) => `${o.method} ${o.path}`),
);

const failures = [];
let passed = 0;
const fail = (id, msg) => failures.push(`${id}: ${msg}`);

// Every file of the contract must be reachable from the root: an orphan is a forgotten edit.
const reachable = new Set();
(function walk(file) {
  if (reachable.has(file)) return;
  reachable.add(file);
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) walk(resolve(dirname(file), v.split('#')[0]));
        else visit(v);
      }
    }
  };
  visit(parse(readFileSync(file, 'utf8')));
})(root);
const contractDir = dirname(root);
const allFiles = readdirSync(contractDir, { recursive: true })
  .filter((f) => f.endsWith('.yaml') && !f.split('/').some((p) => p.startsWith('.')))
  .map((f) => resolve(contractDir, f));
// Another root in the folder (the sandbox's admin API, sandbox-admin.yaml) is a contract of its own.
const isRoot = (f) => /^openapi:\s/m.test(readFileSync(f, 'utf8'));
const orphans = allFiles.filter((f) => !reachable.has(f) && !isRoot(f));
for (const o of orphans)
  failures.push(`${relative(process.cwd(), o)}: not referenced from ${relative(process.cwd(), root)}`);

const prism = await startPrism({ contract: root, quiet: true });
try {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const id = `${method.toUpperCase()} ${path} (${op.operationId ?? 'no operationId'})`;
      const before = failures.length;
      const { url, init, problems } = exampleRequest(path, item, method, {
        __sid: 'roundtrip-sid',
        __extend: 'roundtrip-extend',
      });
      for (const problem of problems) fail(id, problem);
      const ok200 = op.responses?.['200'];
      if (!ok200) {
        fail(id, 'no 200 response');
        continue;
      }
      if (!op.operationId) fail(id, 'no operationId');
      if (!/[\u4e00-\u9fa5]/.test(op.summary ?? '')) fail(id, 'summary is not Chinese');

      // Every named example of the 200 answer must fit the schema.
      const validators = {};
      for (const [mt, m] of Object.entries(ok200.content ?? {})) {
        if (!m.schema) {
          fail(id, `${mt} answer has no schema`);
          continue;
        }
        if (mt.includes('json')) {
          const validate = (validators[mt] = ajv.compile(m.schema));
          const named = m.examples
            ? Object.entries(m.examples).map(([n, e]) => [n, e.value])
            : [['example', m.example]];
          if (!m.examples?.ok && !m.example) fail(id, `${mt} answer has no 'ok' example`);
          for (const [n, v] of named) {
            if (v === undefined) continue;
            if (!validate(v)) fail(id, `example '${n}' breaks the schema: ${ajv.errorsText(validate.errors)}`);
            const page = v?.data;
            if (
              paged.has(`${method.toUpperCase()} ${path}`) &&
              Array.isArray(page?.list) &&
              (page.count !== page.list.length || page.pageNo !== 1)
            ) {
              fail(
                id,
                `paged example '${n}' must hold all its rows (count ${page.count}, ${page.list.length} rows, pageNo ${page.pageNo}): the mock pages through them`,
              );
            }
          }
        } else if (firstExample(m) === undefined) {
          fail(id, `${mt} answer has no example Prism can serve`);
        }
      }

      // Examples of the other answers (401, 500, ...) that QA selects with `Prefer: code=<status>`.
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        if (status === '200') continue;
        for (const [mt, m] of Object.entries(r.content ?? {})) {
          if (!mt.includes('json') || !m.schema || !m.examples) continue;
          const validate = ajv.compile(m.schema);
          for (const [n, e] of Object.entries(m.examples)) {
            if (e.value !== undefined && !validate(e.value))
              fail(id, `${status} example '${n}' breaks the schema: ${ajv.errorsText(validate.errors)}`);
          }
        }
      }

      let res;
      try {
        res = await fetch(`${prism.url}${url}`, init);
      } catch (e) {
        fail(id, `request failed: ${e.message}`);
        continue;
      }
      const text = await res.text();
      if (res.status !== 200) {
        fail(id, `Prism answered ${res.status}: ${text.slice(0, 400)}`);
      } else {
        const ct = (res.headers.get('content-type') ?? '').split(';')[0];
        if (ct.includes('json')) {
          const validate = validators[ct] ?? validators['application/json'];
          let body;
          try {
            body = JSON.parse(text);
          } catch {
            fail(id, 'answer is not JSON');
          }
          if (validate && body !== undefined && !validate(body))
            fail(id, `answer breaks the schema: ${ajv.errorsText(validate.errors)}`);
        } else if (!text.length) {
          fail(id, `empty ${ct} answer`);
        }
      }
      if (failures.length === before) passed++;
    }
  }
} finally {
  await prism.stop();
}

for (const f of failures) console.log(`✗ ${f}`);
const failedOps = new Set(failures.map((f) => f.split(':')[0])).size;
if (orphans.length) console.log(`${orphans.length} contract file(s) not referenced from the root`);
console.log(`contract round trip (${root.replace(process.cwd() + '/', '')}):`);
console.log(`${passed} passed, ${failedOps} failed`);
process.exit(failedOps ? 1 : 0);
