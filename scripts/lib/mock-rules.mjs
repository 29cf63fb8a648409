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
  {
    method: 'POST',
    path: '/a/stone/eqm/list',
    when: (params) => params.get('inspConclusion') === '不合格',
    example: 'unqualified',
  },
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
  execFileSync(
    resolve(repoRoot, 'node_modules/.bin/redocly'),
    ['bundle', contractPath, '--dereferenced', '--ext', 'json', '-o', out],
    { stdio: 'pipe' },
  );
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

/**
 * Status filters a demo list answers by (the work desk's counts open lists filtered on them): a list
 * asked for `status=4` shows the example's rows whose `status` is 4, as a real server would, and
 * counts them. Only fields the rows carry are filtered; the list's own example is kept otherwise.
 */
const ROW_FILTER_FIELDS = ['status', 'payStatus', 'certStatus'];

/** The status filters of a form-encoded list request (`{ status: '4' }`), or null when it has none. */
export function rowFiltersOf(method, contentType, body) {
  if (method !== 'POST' || !String(contentType ?? '').includes('application/x-www-form-urlencoded')) return null;
  const params = new URLSearchParams(body.toString('utf8'));
  const filters = Object.fromEntries(ROW_FILTER_FIELDS.filter((f) => params.get(f)).map((f) => [f, params.get(f)]));
  if (!Object.keys(filters).length) return null;
  const int = (v, fallback) => (v !== null && /^\d+$/.test(v) && Number(v) >= 1 ? Number(v) : fallback);
  return { filters, pageNo: int(params.get('pageNo'), 1), pageSize: int(params.get('pageSize'), 10) };
}

/** The request body asking the mock for all of the list's rows (they are filtered and paged here). */
export function allRowsBody(body) {
  const params = new URLSearchParams(body.toString('utf8'));
  params.set('pageNo', '1');
  params.set('pageSize', '500'); // PageQuery's maximum: every example holds fewer rows
  return Buffer.from(params.toString());
}

/** A list answer narrowed to the rows matching `filters`, paged; null when it is not a list of such rows. */
export function filterRows(answer, { filters, pageNo, pageSize }) {
  const data = answer?.data;
  if (!data || !Array.isArray(data.list) || typeof data.count !== 'number') return null;
  const fields = Object.keys(filters).filter((f) => data.list.some((row) => row && f in row));
  if (!fields.length) return null;
  const rows = data.list.filter((row) => fields.every((f) => String(row?.[f] ?? '') === filters[f]));
  const from = (pageNo - 1) * pageSize;
  return {
    ...answer,
    data: { ...data, list: rows.slice(from, from + pageSize), count: rows.length, pageNo, pageSize },
  };
}
