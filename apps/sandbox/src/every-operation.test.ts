// Every operation of the contract, called with its own examples (as the Prism round trip does),
// gets an answer that keeps the contract: the sandbox checks each answer before it leaves and would
// answer 500 naming the operation and path otherwise.
import { expect, test } from 'vitest';
import { client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

type Node = Record<string, any>;
const sample = (p: Node) =>
  p.example ??
  (p.examples && (Object.values(p.examples)[0] as Node)?.value) ??
  p.schema?.examples?.[0] ??
  p.schema?.example ??
  p.schema?.default ??
  p.schema?.enum?.[0];

test('every operation answers its own example request within the contract', async () => {
  const { contract } = run.sandbox.app;
  const c = client(run.url);
  expect((await c.login('qiye01')).success).toBe(true);
  const failures: string[] = [];
  let answered = 0;
  for (const op of contract.operations) {
    if (op.operationId === 'logout') continue;
    const raw = contract.doc.paths[op.path][op.method.toLowerCase()];
    let path = op.path;
    const query = new URLSearchParams({ __sid: c.sid!, __extend: 'x' });
    for (const ref of [...(contract.doc.paths[op.path].parameters ?? []), ...(raw.parameters ?? [])]) {
      const p = contract.deref<Node>(ref);
      const v = sample({ ...p, schema: contract.deref(p.schema) });
      if (v === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(v)));
      else if (p.in === 'query') query.set(p.name, String(v));
    }
    const init: RequestInit & { headers: Record<string, string> } = {
      method: op.method,
      headers: { 'x-sandbox-tenant': c.tenant, cookie: c.cookie },
    };
    const body = contract.deref<Node>(raw.requestBody);
    const [media, content] = Object.entries<Node>(body?.content ?? {})[0] ?? [];
    if (media) {
      const ex = content.examples
        ? contract.deref<Node>(Object.values<Node>(content.examples)[0])?.value
        : content.example;
      const value: Node = ex ?? {};
      if (media === 'application/json') {
        init.body = JSON.stringify(value);
        init.headers['content-type'] = media;
      } else if (media === 'application/x-www-form-urlencoded')
        init.body = new URLSearchParams(
          Object.entries(value).flatMap(([k, v]) =>
            Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]],
          ),
        );
      else if (media === 'multipart/form-data') {
        const fd = new FormData();
        for (const [k, s] of Object.entries(contract.propertiesOf(content.schema)))
          if (s.format === 'binary') fd.set(k, new Blob(['sandbox test file'], { type: 'text/plain' }), 'test.pdf');
        for (const [k, v] of Object.entries(value)) if (typeof v !== 'object') fd.set(k, String(v));
        init.body = fd;
      }
    }
    const res = await fetch(`${run.url}${path}?${query}`, init);
    const text = await res.text();
    answered++;
    if (
      res.status >= 500 ||
      res.status === 422 ||
      (res.status === 404 && res.headers.get('x-sandbox-source') === 'refused')
    )
      failures.push(`${op.operationId} ${res.status} ${text.slice(0, 300)}`);
  }
  expect(failures).toEqual([]);
  expect(answered).toBe(contract.operations.length - 1);
}, 120_000);
