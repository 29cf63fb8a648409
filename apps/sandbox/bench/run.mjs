// `pnpm bench:sandbox`: the sandbox's figures (issue "Speed, memory, failure"), measured against the
// built server run as child processes, each on a data folder of its own. It prints one table — what,
// target, measured — and the command that reproduces each line. Figures, not a gate: the exit code
// is 0 whatever they are, unless the bench itself cannot run.
//
//   node apps/sandbox/bench/run.mjs [--only start,memory,lists,reset,writes,kill,bad,scale]
//                                   [--port-base N] [--scale N] [--keep]
//
// Needs Node ≥ 22.13 (node:sqlite) and `pnpm --filter @tzsb/sandbox build` done first.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = join(ROOT, 'apps/sandbox/bin/tzsb-sandbox.mjs');
const SECTIONS = ['start', 'memory', 'lists', 'reset', 'writes', 'kill', 'bad', 'scale'];

// ---------------------------------------------------------------------------------------------
// Options

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return args[i].includes('=') ? args[i].slice(name.length + 3) : args[i + 1];
};
const only = String(opt('only', SECTIONS.join(',')))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of only) if (!SECTIONS.includes(s)) fail(`未知的测量项：${s}（可选：${SECTIONS.join('、')}）`);
const PORT_BASE = Number(opt('port-base', 4350));
const SCALE = Number(opt('scale', 100_000));
const KEEP = args.includes('--keep');

function fail(message) {
  console.error(`bench:sandbox：${message}`);
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13))
  fail(`需要 Node ≥ 22.13（node:sqlite），当前 ${process.version}；请用 pnpm bench:sandbox 运行`);
try {
  readFileSync(join(ROOT, 'apps/sandbox/dist/main.js'));
} catch {
  fail('没有 apps/sandbox/dist：先运行 pnpm --filter @tzsb/sandbox build（pnpm bench:sandbox 会先构建）');
}

// ---------------------------------------------------------------------------------------------
// The JeeSite credential cipher, as packages/sdk/src/cipher.ts does it with crypto-js (the SDK's
// build is not needed for the bench): des.js block order, with the D half of PC-1 read in des.js's
// order.

const requireSdk = createRequire(join(ROOT, 'packages/sdk/package.json'));
const CryptoJS = requireSdk('crypto-js/core.js');
requireSdk('crypto-js/tripledes.js');
const SECRET = 'thinkgem,jeesite,com';
const PC1_D = [
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
const JEESITE_D = [...PC1_D.slice(24), ...PC1_D.slice(16, 24), ...PC1_D.slice(8, 16), ...PC1_D.slice(0, 8)];
const bitOf = (words, n) => (words[(n - 1) >>> 5] >>> (31 - ((n - 1) & 31))) & 1;
function toStandardKey(key) {
  const out = key.slice();
  PC1_D.forEach((to, i) => {
    const mask = 1 << (31 - ((to - 1) & 31));
    const w = (to - 1) >>> 5;
    out[w] = bitOf(key, JEESITE_D[i]) ? out[w] | mask : out[w] & ~mask;
  });
  return out;
}
const toWords = (s, at) => [
  ((s.charCodeAt(at) || 0) << 16) | (s.charCodeAt(at + 1) || 0),
  ((s.charCodeAt(at + 2) || 0) << 16) | (s.charCodeAt(at + 3) || 0),
];
const schedule = SECRET.split(',').flatMap((key) => {
  const out = [];
  for (let at = 0; at < key.length; at += 4)
    out.push(CryptoJS.algo.DES.createEncryptor(CryptoJS.lib.WordArray.create(toStandardKey(toWords(key, at)), 8)));
  return out;
});
const hex8 = (w) => (w >>> 0).toString(16).toUpperCase().padStart(8, '0');
function desEncode(data) {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const block = toWords(data, at);
    for (const d of schedule) d.encryptBlock(block, 0);
    out += hex8(block[0]) + hex8(block[1]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Children: the built sandbox on a port and data folder of its own.

const dirs = [];
const children = new Set();
function dataDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `sandbox-bench-${label}-`));
  dirs.push(dir);
  return dir;
}

async function startSandbox({ port, data, scale = 0 }) {
  const argv = [BIN, '--port', String(port), '--data', data];
  if (scale) argv.push('--seed-scale', String(scale));
  const t0 = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, SANDBOX_STRICT: '1' },
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
    children.delete(child);
  });
  const url = `http://127.0.0.1:${port}`;
  // Ask until the first 200: a refused connection means "not listening yet".
  for (;;) {
    if (exited) throw new Error(`模拟服务启动失败（退出码 ${exited.code}）：${stderr.trim().slice(-2000)}`);
    try {
      const res = await fetch(`${url}/__sandbox/status`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setImmediate(r));
  }
  const ms = performance.now() - t0;
  const cpu = cpuMs(child.pid);
  return { child, url, port, data, ms, cpu, stderr: () => stderr, exited: () => exited };
}

function stopSandbox(sb, signal = 'SIGTERM') {
  return new Promise((ok) => {
    if (sb.exited()) {
      ok();
      return;
    }
    sb.child.once('exit', () => ok());
    sb.child.kill(signal);
  });
}

/** CPU time the child has used (user + system), in ms: on a busy machine, the cost of a call. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

function rssMb(pid) {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

// ---------------------------------------------------------------------------------------------
// A client of one tenant: form calls with the session, admin calls, the qiye01 login.

function client(url, tenant) {
  let sid = null;
  let cookie = '';
  const headers = () => ({ 'x-sandbox-tenant': tenant, ...(cookie ? { cookie } : {}) });
  const c = {
    tenant,
    get sid() {
      return sid;
    },
    async form(path, body = {}) {
      const q = new URLSearchParams({ __ajax: 'json', ...(sid ? { __sid: sid } : {}) });
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) form.append(k, String(v));
      const res = await fetch(`${url}${path}?${q}`, { method: 'POST', body: form, headers: headers() });
      const text = await res.text();
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { text };
      }
      return { status: res.status, json };
    },
    async get(path, query = {}) {
      const q = new URLSearchParams({ __ajax: 'json', ...(sid ? { __sid: sid } : {}), ...query });
      const res = await fetch(`${url}${path}?${q}`, { headers: headers() });
      const text = await res.text();
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { text };
      }
      return { status: res.status, json };
    },
    async admin(method, path, body) {
      const res = await fetch(`${url}/__sandbox${path}`, {
        method,
        headers: { ...headers(), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    async login(loginName = 'qiye01', password = 'Tzsb@2026') {
      const img = await fetch(`${url}/a/stone/common/validCode`, { headers: headers() });
      await img.arrayBuffer();
      const set = img.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      const { json: cap } = await c.admin('GET', '/captcha');
      const r = await c.form('/a/login', {
        username: desEncode(loginName),
        password: desEncode(password),
        validateCode: cap?.code ?? '',
      });
      sid = r.json?.data?.sessionid ?? null;
      if (!sid) throw new Error(`${loginName} 登录失败：HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
      return c;
    },
  };
  return c;
}

let saveCounter = 0;
function deviceForm(tag) {
  const n = saveCounter++;
  // 18-digit device code, unique within a run: the save checks codes for duplicates.
  const code = `3110${String(Date.now() % 1e8).padStart(8, '0')}${String(n % 1e6).padStart(6, '0')}`;
  return {
    equclacode: '3000',
    eqpVarietyCode: '3110',
    eqpName: `压测客梯${tag}-${n}`,
    eqpCode: code,
    eqpModel: 'TKJ1050/2.0-JXW',
    factoryNo: `F${n}`,
    makeUnitName: '西子奥的斯电梯有限公司',
    makeDate: '2026-03-15',
    areaCode: '330212',
    useAddress: '宁波市鄞州区首南街道天童南路588号A座',
    internalNo: `B-${n}`,
    safetyManager: '陈建国',
    safetyManagerPhone: '13857412368',
    'param.ratedLoad': 1050,
    'param.ratedSpeed': 2.0,
    'param.floors': 18,
  };
}

/** The server's own time (the journal's ms, request in to answer out) of the last calls of an operation. */
async function serverMs(c, operationId, last) {
  const j = await c.admin('GET', `/journal?operationId=${operationId}&limit=${last}`);
  return (j.json?.entries ?? []).map((e) => e.ms).filter((ms) => typeof ms === 'number');
}

const LIST_FILTERED = { path: '/a/stone/eqm/list', body: { equclacode: '3000', useStatus: '1', pageSize: 10 } };
const LIST_OVERDUE = { path: '/a/stone/eqm/detectExtendedList', body: { pageNo: 1, pageSize: 10 } };

async function timeCalls(n, fn) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await fn(i);
    ms.push(performance.now() - t);
    if (r.status !== 200 || r.json?.success === false || r.json?.result === 'false' || r.json?.result === 'login')
      throw new Error(`应答不成功：HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  }
  return ms;
}

const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const median = (values) => pct(values, 50);

/** p95 of 200 calls each: the filtered list over its first 20 pages (where people page), the overdue list over 5. */
async function listP95(c, count) {
  const pages = Math.max(1, Math.min(20, Math.ceil(count / 10)));
  const filtered = await timeCalls(200, (i) =>
    c.form(LIST_FILTERED.path, { ...LIST_FILTERED.body, pageNo: (i % pages) + 1 }),
  );
  const overdue = await timeCalls(200, (i) => c.form(LIST_OVERDUE.path, { ...LIST_OVERDUE.body, pageNo: (i % 5) + 1 }));
  return { filtered: pct(filtered, 95), overdue: pct(overdue, 95) };
}

// ---------------------------------------------------------------------------------------------
// The table

const rows = [];
const f = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));
const cmd = (section) => `pnpm bench:sandbox --only ${section}`;
function row(what, target, measured, ok, section) {
  rows.push({ what, target, measured, ok, section });
  console.log(`  ${ok === null ? '·' : ok ? '✓' : '✗'} ${what}: ${measured}（目标 ${target}）`);
}

function printTable() {
  const head = ['what', 'target', 'measured', '', 'reproduce'];
  const body = rows.map((r) => [
    r.what,
    r.target,
    r.measured,
    r.ok === null ? '' : r.ok ? 'ok' : 'MISS',
    cmd(r.section),
  ]);
  const width = (s) =>
    [...String(s)].reduce((w, ch) => w + (/[\u1100-\uffff]/.test(ch) && !/[\u2500-\u257f✓✗≤]/.test(ch) ? 2 : 1), 0);
  const cols = head.map((h, i) => Math.max(width(h), ...body.map((b) => width(b[i]))));
  const line = (cells) => `| ${cells.map((c, i) => String(c) + ' '.repeat(cols[i] - width(c))).join(' | ')} |`;
  console.log('');
  console.log(line(head));
  console.log(`|${cols.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

// ---------------------------------------------------------------------------------------------
// The measures

let port = PORT_BASE;
// Five ports from --port-base (the runs follow each other; a port is free again once its child exits).
const nextPort = () => {
  if (port > PORT_BASE + 4) port = PORT_BASE;
  return port++;
};

async function benchStartAndDemo() {
  const wantStart = only.includes('start');
  const needDemo = ['memory', 'lists', 'reset', 'writes', 'kill', 'bad'].some((s) => only.includes(s));
  if (!wantStart && !needDemo) return;
  const data = dataDir('demo');
  console.log('启动（冷：空数据目录，需生成契约缓存与种子）…');
  const cold = await startSandbox({ port: nextPort(), data });
  await stopSandbox(cold);
  console.log('启动（热：同一数据目录）…');
  const warm = await startSandbox({ port: nextPort(), data });
  if (wantStart) {
    row('first answer after start, cold', '—', `${f(cold.ms)} ms（CPU ${f(cold.cpu)} ms）`, null, 'start');
    row(
      'first answer after start, warm',
      '≤ 2000 ms',
      `${f(warm.ms)} ms（CPU ${f(warm.cpu)} ms）`,
      warm.ms <= 2000,
      'start',
    );
  }
  try {
    if (only.includes('memory')) await benchMemory(warm);
    if (only.includes('lists')) await benchLists(warm, 'demo seed', 20);
    if (only.includes('reset')) await benchReset(warm);
    if (only.includes('writes')) await benchWrites(warm);
    if (only.includes('bad')) await benchBadInput(warm);
  } finally {
    await stopSandbox(warm);
  }
  if (only.includes('kill')) await benchKill(data);
}

async function benchMemory(sb) {
  console.log('内存：演示种子上 200 次混合调用…');
  const c = await client(sb.url, 'bench-mem').login();
  const list = await c.form(LIST_FILTERED.path, { pageNo: 1, pageSize: 50 });
  const oidnos = (list.json?.data?.list ?? []).map((r) => r.oidno);
  const calls = [
    () => c.form(LIST_FILTERED.path, { ...LIST_FILTERED.body, pageNo: 1 }),
    () => c.form(LIST_OVERDUE.path, LIST_OVERDUE.body),
    () => c.get('/a/stone/eqm/getDetailBy', { oidno: oidnos[saveCounter % oidnos.length] }),
    () => c.form('/a/stone/eqm/addEqm', deviceForm('mem')),
    () =>
      fetch(`${sb.url}/__sandbox/status`, { headers: { 'x-sandbox-tenant': c.tenant } }).then(async (r) => ({
        status: r.status,
        json: await r.json(),
      })),
  ];
  let bad = 0;
  for (let i = 0; i < 200; i++) {
    const r = await calls[i % calls.length]();
    if (r.status >= 400) bad++;
  }
  const mb = rssMb(sb.child.pid);
  row(
    'resident memory after 200 mixed calls (demo seed)',
    '≤ 150 MB',
    `${f(mb)} MB${bad ? `（${bad} 次调用失败）` : ''}`,
    mb <= 150,
    'memory',
  );
}

async function benchLists(sb, label, target) {
  console.log(`列表：${label}，各 200 次…`);
  const c = await client(sb.url, 'bench-list').login();
  const first = await c.form(LIST_FILTERED.path, { ...LIST_FILTERED.body, pageNo: 1 });
  const count = first.json?.data?.count ?? 0;
  const cpu0 = cpuMs(sb.child.pid);
  const { filtered, overdue } = await listP95(c, count);
  const cpuPerCall = (cpuMs(sb.child.pid) - cpu0) / 400;
  const inServer = {
    filtered: pct(await serverMs(c, 'listEquipment', 200), 95),
    overdue: pct(await serverMs(c, 'listEquipmentOverdue', 200), 95),
  };
  const section = label === 'demo seed' ? 'lists' : 'scale';
  row(
    `listEquipment p95, filter + paging (${label}, ${count} rows match)`,
    `≤ ${target} ms`,
    `${f(filtered, 1)} ms（服务端 ${f(inServer.filtered, 1)} ms）`,
    filtered <= target,
    section,
  );
  row(
    `listEquipmentOverdue p95 (${label})`,
    `≤ ${target} ms`,
    `${f(overdue, 1)} ms（服务端 ${f(inServer.overdue, 1)} ms）`,
    overdue <= target,
    section,
  );
  row(`list calls: server CPU per call (${label})`, '—', `${f(cpuPerCall, 1)} ms`, null, section);
}

async function benchReset(sb) {
  console.log('租户重置：20 次…');
  const c = client(sb.url, 'bench-reset');
  await c.admin('GET', '/status');
  const ms = [];
  for (let i = 0; i < 20; i++) {
    // A write first, so each reset has something to undo.
    await c.admin('POST', '/clock', { advance: 'P1D' });
    const t = performance.now();
    const r = await c.admin('POST', '/reset');
    ms.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`重置失败：HTTP ${r.status} ${JSON.stringify(r.json)}`);
  }
  const m = median(ms);
  row('tenant reset, median of 20', '≤ 100 ms', `${f(m, 1)} ms`, m <= 100, 'reset');
}

/** 4 clients saving devices until `until()` says stop; `state.saved` holds every device answered success (its oidno and code). */
async function saveBurst(url, tenant, until) {
  // One after the other: a tenant has one current captcha.
  const clients = [];
  for (let k = 0; k < 4; k++) clients.push(await client(url, tenant).login());
  const state = { saved: [], errors: 0, lastError: '', started: performance.now() };
  const done = Promise.all(
    clients.map(async (c, k) => {
      while (!until()) {
        try {
          const form = deviceForm(`w${k}`);
          const r = await c.form('/a/stone/eqm/addEqm', form);
          if (r.status === 200 && r.json?.success !== false && typeof r.json?.data === 'string')
            state.saved.push({ oidno: r.json.data, eqpCode: form.eqpCode });
          else {
            state.errors++;
            state.lastError = `HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`;
          }
        } catch (e) {
          if (until()) break;
          state.errors++;
          state.lastError = String(e?.cause?.code ?? e?.message ?? e);
        }
      }
    }),
  ).then(() => state);
  return { state, done };
}

async function benchWrites(sb) {
  console.log('持续写入：saveEquipment，4 个并发客户端 10 秒…');
  let end = Infinity;
  const { state, done } = await saveBurst(sb.url, 'bench-writes', () => performance.now() >= end);
  end = state.started + 10_000;
  const cpu0 = cpuMs(sb.child.pid);
  const { saved, errors, lastError } = await done;
  const cpuPerSave = (cpuMs(sb.child.pid) - cpu0) / Math.max(1, saved.length + errors);
  const rate = saved.length / ((performance.now() - state.started) / 1000);
  const distinct = new Set(saved.map((d) => d.oidno)).size;
  const inServer = median(await serverMs(client(sb.url, 'bench-writes'), 'saveEquipment', 5000));
  const notes = [
    `服务端每次中位 ${f(inServer, 1)} ms，CPU ${f(cpuPerSave, 1)} ms，即单核约 ${f(1000 / cpuPerSave)} 次/秒`,
    errors ? `${errors} 次失败：${lastError}` : '',
    distinct !== saved.length ? `${saved.length - distinct} 次应答了已用过的编号（覆盖了另一台设备）` : '',
  ]
    .filter(Boolean)
    .join('；');
  row(
    'sustained writes, saveEquipment, 4 clients × 10 s',
    '≥ 200 /s',
    `${f(rate)} /s（${saved.length} 次；${notes}）`,
    rate >= 200 && !errors && distinct === saved.length,
    'writes',
  );
}

async function benchKill(data) {
  console.log('kill -9：写入中途强杀，再在同一数据目录上重启…');
  const sb = await startSandbox({ port: nextPort(), data });
  const tenant = 'bench-kill';
  let killed = false;
  const { state, done } = await saveBurst(sb.url, tenant, () => killed);
  // Kill once a good number of saves have been answered: the burst is in full swing then.
  while (state.saved.length < 300 && !sb.exited()) await new Promise((r) => setTimeout(r, 5));
  sb.child.kill('SIGKILL');
  await new Promise((r) => (sb.exited() ? r() : sb.child.once('exit', r)));
  killed = true;
  const { saved } = await done;
  const again = await startSandbox({ port: nextPort(), data });
  try {
    const c = await client(again.url, tenant).login();
    // A device counts as there when its oidno is listed with the code it was saved with.
    const listed = new Map();
    for (let pageNo = 1; ; pageNo++) {
      const r = await c.form('/a/stone/eqm/list', { pageNo, pageSize: 500 });
      const list = r.json?.data?.list ?? [];
      for (const e of list) listed.set(e.oidno, e.eqpCode);
      if (list.length < 500) break;
    }
    const lost = saved.filter((d) => listed.get(d.oidno) !== d.eqpCode);
    const reused = saved.length - new Set(saved.map((d) => d.oidno)).size;
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(join(data, `tenant-${tenant}.sqlite`), { readOnly: true });
    const integrity = db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((r) => Object.values(r)[0])
      .join('; ');
    db.close();
    row(
      'kill -9 during 4 clients saving, then restart',
      '0 lost; integrity ok',
      `${lost.length} lost of ${saved.length}${reused ? `（其中 ${reused} 次应答了已用过的编号）` : ''}; integrity_check ${integrity}`,
      lost.length === 0 && saved.length > 0 && integrity === 'ok',
      'kill',
    );
  } finally {
    await stopSandbox(again);
  }
}

/**
 * One request by hand, so a big body can be streamed: writing stops as soon as the server answers
 * (as browsers and curl do with an early 413), and that answer is what counts.
 */
function rawRequest(url, { method = 'POST', path, headers = {}, body }) {
  return new Promise((ok) => {
    let answered = false;
    let result = null;
    const req = request(
      `${url}${path}`,
      {
        method,
        headers: {
          'x-sandbox-tenant': 'bench-bad',
          ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          result = { status: res.statusCode, text };
          ok(result);
        });
        res.on('error', (e) => ok({ status: res.statusCode, text, error: e.code ?? e.message }));
      },
    );
    req.on('error', (e) => {
      if (!answered) ok({ status: 0, text: '', error: e.code ?? e.message });
    });
    if (!body) {
      req.end();
      return;
    }
    const buf = Buffer.from(body);
    let at = 0;
    const pump = () => {
      while (at < buf.length && !answered) {
        const chunk = buf.subarray(at, at + 64 * 1024);
        at += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

async function benchBadInput(sb) {
  console.log('错误输入：坏 JSON、错误的内容类型、50 MB 请求体、不存在的路径…');
  const cases = [
    [
      'bad JSON',
      {
        path: '/a/stone/eqm/addEqm?__ajax=json',
        headers: { 'content-type': 'application/json' },
        body: '{"equclacode": "3000",',
      },
    ],
    [
      'wrong content type',
      { path: '/a/stone/eqm/addEqm?__ajax=json', headers: { 'content-type': 'text/plain' }, body: 'equclacode=3000' },
    ],
    [
      '50 MB body',
      {
        path: '/a/stone/eqm/addEqm?__ajax=json',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.alloc(50 * 1024 * 1024, 0x61),
      },
    ],
    ['unknown path', { method: 'GET', path: '/a/stone/no/such/thing' }],
  ];
  const results = [];
  for (const [name, req] of cases) {
    const r = await rawRequest(sb.url, req);
    let message = '';
    try {
      const j = JSON.parse(r.text);
      message = j.errorMsg ?? j.detail ?? j.message ?? '';
    } catch {
      message = r.text.slice(0, 60);
    }
    const alive = await fetch(`${sb.url}/__sandbox/status`)
      .then((x) => x.status)
      .catch(() => 0);
    const ok = r.status >= 400 && r.status < 500 && Boolean(message) && alive === 200;
    results.push({
      name,
      ok,
      text: `${name} → ${r.status || r.error}${message ? ` “${String(message).slice(0, 40)}”` : '（无说明）'}${alive === 200 ? '' : '，之后不再应答'}`,
    });
  }
  const bad = results.filter((r) => !r.ok);
  row(
    'bad input: each a 4xx with a message, server still answers',
    '4xx, never 500',
    results.map((r) => r.text).join('；'),
    bad.length === 0 && !sb.exited(),
    'bad',
  );
}

async function benchScale() {
  if (!only.includes('scale')) return;
  console.log(`规模：--seed-scale ${SCALE}（冷启动含生成种子）…`);
  const data = dataDir('scale');
  const sb = await startSandbox({ port: nextPort(), data, scale: SCALE });
  try {
    row(
      `first answer after start, cold, --seed-scale ${SCALE}`,
      '—',
      `${f(sb.ms)} ms（CPU ${f(sb.cpu)} ms）`,
      null,
      'scale',
    );
    await benchLists(sb, `--seed-scale ${SCALE}`, 50);
    row(
      `resident memory after the list calls (--seed-scale ${SCALE})`,
      '—',
      `${f(rssMb(sb.child.pid))} MB`,
      null,
      'scale',
    );
  } finally {
    await stopSandbox(sb);
  }
}

// ---------------------------------------------------------------------------------------------

const started = performance.now();
console.log(`模拟服务性能测量（Node ${process.version}，端口 ${PORT_BASE}–${PORT_BASE + 4}）`);
try {
  await benchStartAndDemo();
  await benchScale();
} catch (e) {
  console.error(`\n测量中断：${e?.stack ?? e}`);
  process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGKILL');
  if (!KEEP) for (const d of dirs) rmSync(d, { recursive: true, force: true });
  else console.log(`数据目录保留：${dirs.join(' ')}`);
}
printTable();
console.log(`\n共 ${f((performance.now() - started) / 1000, 1)} s。数字是本机一次测量，不是门槛；机器忙时偏慢。`);
