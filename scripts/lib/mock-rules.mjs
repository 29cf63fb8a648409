// Prism answers an operation with its first example whatever the request says. For the demo
// server (`pnpm start`) these rules pick the contract's named example that fits the request, as a
// real server would: a list filtered on 不合格 shows unqualified rows, and a detail asked for a
// record the contract has an example of (by oidno, id, onlinelsh, ...) shows that record.
// A request that already asks for an example (`Prefer`, as tests do) is left alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Filter rules: a form field's value selects a named example. */
const filterRules = [
  { method: 'POST', path: '/a/stone/eqm/list', when: (params) => params.get('inspConclusion') === '不合格', example: 'unqualified' },
  { method: 'POST', path: '/a/stone/eqm/list', when: (params) => params.get('useStatus') === '0', example: 'nonUse' },
];

/** Fields that identify the record a detail call asks for. */
const ID_FIELDS = ['oidno', 'id', 'onlinelsh', 'chargesysid', 'attsysid', 'attrefsysid'];

/**
 * Indexes the contract's examples by the identifying fields of their `data`:
 * `GET /a/stone/eqm/getDetailBy|oidno=OID3302030004512` → `boiler`; lists of one record's rows by
 * that record: `POST /a/stone/common/attachment/list|attrefsysid=11d0…` → `boilerArchive`.
 */
export function indexExamples(contractPath, repoRoot) {
  const out = join(mkdtempSync(join(tmpdir(), 'mock-rules-')), 'deref.json');
  execFileSync(resolve(repoRoot, 'node_modules/.bin/redocly'), ['bundle', contractPath, '--dereferenced', '--ext', 'json', '-o', out], { stdio: 'pipe' });
  const doc = JSON.parse(readFileSync(out, 'utf8'));
  const index = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post']) {
      const examples = item[method]?.responses?.['200']?.content?.['application/json']?.examples;
      if (!examples) continue;
      for (const [name, ex] of Object.entries(examples)) {
        const data = ex?.value?.data;
        const op = `${method.toUpperCase()} ${path}`;
        if (name === 'none') index.set(`${op}|none`, name);
        const rows = Array.isArray(data) ? data : Array.isArray(data?.list) ? data.list : null;
        if (rows) {
          // A list of one record's rows (its attachments, its change history): by that record.
          for (const f of ['attrefsysid', 'oidno']) {
            const owners = new Set(rows.map((row) => row?.[f]));
            const [owner] = owners;
            const key = `${op}|${f}=${owner}`;
            if (rows.length && owners.size === 1 && typeof owner === 'string' && !index.has(key)) {
              index.set(key, name);
              index.set(`${op}|by:${f}`, true);
            }
          }
          continue;
        }
        if (!data || typeof data !== 'object') continue;
        for (const f of ID_FIELDS) {
          const key = `${method.toUpperCase()} ${path}|${f}=${data[f]}`;
          if (typeof data[f] === 'string' && !index.has(key)) index.set(key, name);
        }
      }
    }
  }
  return index;
}

/** The example a request should get, or undefined. */
export function pickExample(index, method, url, contentType, body) {
  const params = new URLSearchParams(url.search);
  if (String(contentType ?? '').includes('application/x-www-form-urlencoded')) {
    for (const [k, v] of new URLSearchParams(body.toString('utf8'))) params.append(k, v);
  }
  const rule = filterRules.find((r) => r.method === method && r.path === url.pathname && r.when(params));
  if (rule) return rule.example;
  const op = `${method} ${url.pathname}`;
  for (const f of ID_FIELDS) {
    const v = params.get(f);
    const hit = v && index?.get(`${op}|${f}=${v}`);
    if (hit) return hit;
  }
  // The rows of a record the contract has no example of: its `none` example (an empty list), rather
  // than another record's rows.
  for (const f of ID_FIELDS) {
    if (params.get(f) && index?.get(`${op}|by:${f}`) && index.get(`${op}|none`)) return 'none';
  }
  return undefined;
}
