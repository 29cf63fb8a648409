// `pnpm bench` (from the repository root, after `pnpm --filter @tzsb/web build`): the app's speed
// figures, measured in Debian's Chromium against the production build on the Prism mock.
//   1. JavaScript a direct visit loads: /login, and /home without a session (sent to login), until
//      the login page is up (what is fetched later, while it is idle, is reported apart).
//   2. From the click on 登 录 to a usable home (numbers and notices shown) with every API answer
//      delayed by a fixed time: the elapsed time and the sequential API round trips.
//   3. Switching to a cached tab: click to visible content, over several switches (median), with
//      no API call and the page's scroll position and typed filter kept.
//   4. Memory of the tab cache (forced GC through the DevTools protocol, then the JS heap and DOM
//      nodes): with 20 list and form tabs open, with the default keepAlivePages and with every page
//      kept; and over 200 open/close cycles of tabs, the heap after the last against after the first,
//      in Chromium as it is (where V8's optimised machine code grows over the cycles) and in one whose
//      V8 has its optimising tiers off (the page's own heap: e2e/memory.spec.ts gates it at +10 %).
//   5. A menu click to the visible rows of a list not opened before, every API answer delayed: the
//      elapsed time and the sequential API round trips (its code and data should load in parallel).
//      The group is opened first, which fetches its pages' code, and an entry clicked once that is in.
//   With source maps in the build (`pnpm bench` builds with `--sourcemap hidden`), 1 also prints what
//   the login page's JavaScript is made of, by package and source folder (bench/composition.mjs).
// Prints a table and writes bench/results.json. Figures, not pass/fail: the budgets that gate
// `pnpm test` are in scripts/size-check.mjs.
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { composition, formatComposition } from './composition.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const webPort = Number(process.env.BENCH_WEB_PORT ?? 5188);
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4088);
const server0 = `http://127.0.0.1:${webPort}`;
// The browser talks to a proxy of the bench's own in front of the web server, which holds API
// answers back while a figure asks for it (as a distant server would). Not Playwright's routing: a
// routed page has every request, the page's code too, paused for the test runner, which slowed the
// code the figures measure.
const proxyPort = Number(process.env.BENCH_PROXY_PORT ?? webPort - 1);
const base = `http://127.0.0.1:${proxyPort}`;
const API_DELAY = Number(process.env.BENCH_API_DELAY_MS ?? 400);
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 60);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 200);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const isApi = (url) => {
  const p = new URL(url).pathname;
  return p.startsWith('/a/') || p.startsWith('/api/');
};

async function startServer() {
  // On Prism's named examples: the figures follow fixed data and the example's account, not a tenant's state.
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--prism'], {
    cwd: root,
    env: { ...process.env, WEB_PORT: String(webPort), MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${server0}/config.json`)).ok) return child;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

const browser = (extraArgs = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
// V8 with its optimising tiers off: its compiled code is then the bytecode of what ran, which does not
// grow as functions get hot. The open/close cycles are measured in such a browser too, to tell a
// leak of the page from V8 compiling more machine code as the cycles go on (see openCloseCycles).
const INTERPRETER_ONLY = ['--js-flags=--no-opt --no-maglev --no-sparkplug'];
const contextOptions = {
  baseURL: base,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  viewport: { width: 1440, height: 900 },
};

/**
 * Follows a page's script requests; `preloadDone()` waits until the idle preload has finished: the
 * `tzsb:preload` mark set, no script in flight and none started or finished for `quietMs`.
 * (Playwright's networkidle fires once per load, often before the preload begins.)
 */
function followScripts(page) {
  let inFlight = 0;
  let last = Date.now();
  const isJs = (r) => r.url().endsWith('.js');
  page.on('request', (r) => {
    if (isJs(r)) {
      inFlight++;
      last = Date.now();
    }
  });
  for (const done of ['requestfinished', 'requestfailed'])
    page.on(done, (r) => {
      if (isJs(r)) {
        inFlight--;
        last = Date.now();
      }
    });
  const quiet = async (quietMs, what) => {
    const deadline = Date.now() + 60_000;
    while (inFlight > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error(`${what} did not finish in 60 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    async preloadDone(quietMs = 1000) {
      await page.waitForFunction(() => performance.getEntriesByName('tzsb:preload').length > 0, null, {
        timeout: 30_000,
      });
      await quiet(quietMs, 'the idle preload');
    },
    /** No script in flight and none started or finished for `quietMs`. */
    quiet: (quietMs = 300) => quiet(quietMs, 'the scripts'),
  };
}

/** Marks every notice closed so the home's popup does not cover the page. */
async function quietPopups(page) {
  await page.route('**/a/stone/index/findArticleList*', async (r) => {
    const res = await r.fetch();
    const body = await res.json();
    await r.fulfill({
      response: res,
      json: { ...body, data: (body.data ?? []).map((a) => ({ ...a, popupClosed: true })) },
    });
  });
}

async function signIn(page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号' }).fill('nbyjzy');
  await page.getByRole('textbox', { name: '密码' }).fill('Abc@12345');
  await page.getByRole('textbox', { name: '验证码' }).fill('k7x2');
}

/** Follows the API calls after `since()` is set: the longest chain of calls each starting after the one before ended. */
function followApi(page) {
  const calls = new Map();
  let t0 = 0;
  page.on('request', (req) => {
    if (t0 && isApi(req.url())) calls.set(req, { path: new URL(req.url()).pathname, start: Date.now() - t0, end: 0 });
  });
  page.on('requestfinished', (req) => {
    const c = calls.get(req);
    if (c) c.end = Date.now() - t0;
  });
  return {
    start() {
      calls.clear();
      t0 = Date.now();
    },
    roundTrips(until) {
      const sorted = [...calls.values()].filter((c) => c.start < until).sort((a, b) => a.start - b.start);
      const depth = new Map();
      for (const c of sorted)
        depth.set(c, 1 + Math.max(0, ...sorted.filter((p) => p.end && p.end <= c.start).map((p) => depth.get(p) ?? 0)));
      const waves = [];
      const waveMs = [];
      for (const c of sorted) {
        const d = (depth.get(c) ?? 1) - 1;
        (waves[d] ??= []).push(c.path);
        // A wave lasts as long as its slowest call (delay, the mock's own time, the network).
        waveMs[d] = Math.max(waveMs[d] ?? 0, (c.end || until) - c.start);
      }
      return { trips: Math.max(0, ...depth.values()), waves, apiMs: waveMs.reduce((a, b) => a + b, 0) };
    },
  };
}

/** While `on()` says so, every API answer is held back `ms` (see `base`); `on` is a function of the figure's. */
let delay = { ms: 0, on: () => false };
function delayApi(_page, ms, on) {
  delay = { ms, on };
}

function startProxy() {
  const proxy = createServer((req, res) => {
    const held = isApi(`http://x${req.url}`) && delay.on() ? delay.ms : 0;
    const forward = () => {
      const up = httpRequest(`${server0}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      up.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(up);
    };
    // The request is read at once (as a server would); the answer comes `held` ms later.
    if (held) setTimeout(forward, held);
    else forward();
  });
  return new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', () => resolve(proxy)));
}

/** Signs in and waits for the shell and the idle preload. */
async function enter(page) {
  await quietPopups(page);
  const scripts = followScripts(page);
  await signIn(page);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByTestId('tab-bar').waitFor();
  await scripts.preloadDone();
}

/** 1. JS fetched by a direct visit until the login page is up, and what the idle preload adds. */
async function loginWeight(b, path) {
  const context = await b.newContext(contextOptions);
  const page = await context.newPage();
  const scripts = followScripts(page);
  const js = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    const at = await page.evaluate(() => performance.now()).catch(() => Infinity);
    const body = await res.body().catch(() => Buffer.alloc(0));
    js.push({ url: res.url(), gz: gzipSync(body, { level: 9 }).length, at });
  });
  await page.goto(path);
  await page.getByRole('button', { name: '登 录' }).waitFor();
  await scripts.preloadDone();
  const preloadAt = await page.evaluate(() => performance.getEntriesByName('tzsb:preload')[0].startTime);
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({ url: e.name, start: e.startTime })),
  );
  const startOf = new Map(resources.map((r) => [r.url, r.start]));
  const before = js.filter((j) => (startOf.get(j.url) ?? j.at) < preloadAt);
  const after = js.filter((j) => (startOf.get(j.url) ?? j.at) >= preloadAt);
  const kb = (xs) => xs.reduce((s, j) => s + j.gz, 0) / 1024;
  await context.close();
  if (process.env.BENCH_VERBOSE)
    for (const j of before)
      console.log(`   ${path} before idle: ${new URL(j.url).pathname} ${(j.gz / 1024).toFixed(1)} KB`);
  return {
    path,
    landedOn: new URL(page.url()).pathname,
    files: before.length,
    kb: kb(before),
    preloadFiles: after.length,
    preloadKb: kb(after),
    fileNames: before.map((j) => new URL(j.url).pathname.slice(1)),
  };
}

/** 2. Login click → usable home with every API answer delayed. */
async function loginToHome(b) {
  const context = await b.newContext(contextOptions);
  const page = await context.newPage();
  await quietPopups(page);
  const scripts = followScripts(page);
  await signIn(page);
  await scripts.preloadDone();
  let clicked = 0;
  // Every API answer is held back API_DELAY ms after the click (as a distant server would).
  delayApi(page, API_DELAY, () => clicked > 0);
  const api = followApi(page);
  const chunks = [];
  page.on('request', (req) => {
    if (clicked && req.url().endsWith('.js')) chunks.push(new URL(req.url()).pathname);
  });
  clicked = Date.now();
  api.start();
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByTestId('stat-totalCount').waitFor();
  await page.getByRole('link', { name: '关于开展2026年冬季锅炉安全专项检查的通知' }).waitFor();
  const elapsed = Date.now() - clicked;
  const { trips, waves } = api.roundTrips(elapsed);
  await context.close();
  return {
    delayMs: API_DELAY,
    elapsedMs: elapsed,
    roundTrips: trips,
    waves,
    jsAfterClick: chunks.length,
    jsAfterClickFiles: chunks,
  };
}

/** 3. Switching between two cached list tabs. */
async function tabSwitch(b) {
  const context = await b.newContext(contextOptions);
  const page = await context.newPage();
  await quietPopups(page);
  await signIn(page);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByTestId('tab-bar').waitFor();
  const open = async (path, table) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator(`table[aria-label="${table}"] tbody tr`).first().waitFor();
  };
  const A = { key: '/equipment/query-comprehensive', table: '设备综合查询' };
  const B = { key: '/equipment/query-timeout', table: '超期未检设备' };
  await open(A.key, A.table);
  // State to keep: a typed (unsent) filter and a scroll position.
  const filter = page.getByRole('textbox').filter({ visible: true }).first();
  await filter.fill('锅炉房');
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForTimeout(300);
  const scrollA = await page.evaluate(() => window.scrollY);
  await open(B.key, B.table);
  await page.waitForTimeout(300);
  let apiCalls = 0;
  page.on('request', (req) => {
    if (isApi(req.url())) apiCalls++;
  });
  const times = [];
  const paints = [];
  for (let i = 0; i < SWITCHES; i++) {
    const target = i % 2 === 0 ? A : B;
    const t = await page.evaluate(
      ({ key, table }) =>
        new Promise((resolve) => {
          const tab = document.querySelector(`[data-tab-key="${key}"]`);
          const shown = () => {
            const row = document.querySelector(`table[aria-label="${table}"] tbody tr`);
            return !!row && row.checkVisibility();
          };
          const t0 = performance.now();
          tab.click();
          const done = () => {
            const visible = performance.now() - t0;
            requestAnimationFrame(() => setTimeout(() => resolve({ visible, painted: performance.now() - t0 }), 0));
          };
          if (shown()) return done();
          const mo = new MutationObserver(() => {
            if (shown()) {
              mo.disconnect();
              done();
            }
          });
          mo.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
      target,
    );
    times.push(t.visible);
    paints.push(t.painted);
    await page.waitForTimeout(150);
  }
  // Back on A: its typed filter and scroll position.
  if (new URL(page.url()).pathname !== A.key) await page.locator(`[data-tab-key="${A.key}"]`).click();
  await page.waitForTimeout(300);
  const keptFilter = await filter.inputValue();
  const keptScroll = await page.evaluate(() => window.scrollY);
  await context.close();
  return {
    switches: SWITCHES,
    medianMs: median(times),
    p90Ms: pct(times, 90),
    medianToPaintMs: median(paints),
    apiCallsDuringSwitches: apiCalls,
    filterKept: keptFilter === '锅炉房',
    scrollKept: keptScroll === scrollA,
    scroll: { before: scrollA, after: keptScroll },
  };
}

/** The JS heap and DOM after a forced garbage collection (the lowest of `tries`, each after its own collection). */
async function heapAfterGc(cdp, tries = 1) {
  let best = null;
  for (let i = 0; i < tries; i++) {
    const h = await heapOnce(cdp);
    if (!best || h.heapMb < best.heapMb) best = h;
  }
  return best;
}

async function heapOnce(cdp) {
  // As a phone short of memory would: V8 and Blink drop what they can rebuild (compiled code not in
  // use, caches), then a full collection. Without it the figure moved with V8's optimised code from
  // run to run (±10 % on the same build).
  await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, embedderHeapUsedSize = 0 } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  // The JS heap (V8's), and Blink's beside it (the DOM and styles: the embedder heap).
  return {
    heapMb: usedSize / 2 ** 20,
    blinkHeapMb: embedderHeapUsedSize / 2 ** 20,
    domNodes: nodes,
    listeners: jsEventListeners,
  };
}

/**
 * What the heap after a forced GC is made of, from a heap snapshot (sizes of the objects' own
 * storage, MB): the page's JS objects and strings, V8's compiled code and hidden classes (which grow
 * as functions are optimised, then level off), and Blink's objects (DOM, styles, the browser's
 * timing buffers; with the DevTools protocol on, also its network agent's cache of responses).
 */
async function heapComposition(cdp, name) {
  await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  // BENCH_SNAPSHOTS=<dir> keeps each snapshot (<name>.heapsnapshot), to open in DevTools' Memory panel.
  if (process.env.BENCH_SNAPSHOTS && name)
    writeFileSync(`${process.env.BENCH_SNAPSHOTS}/${name}.heapsnapshot`, chunks.join(''));
  const {
    snapshot: { meta },
    nodes,
  } = JSON.parse(chunks.join(''));
  const fields = meta.node_fields.length;
  const typeAt = meta.node_fields.indexOf('type');
  const sizeAt = meta.node_fields.indexOf('self_size');
  const typeNames = meta.node_types[0];
  const part = { js: 0, code: 0, browser: 0 };
  for (let i = 0; i < nodes.length; i += fields) {
    const type = typeNames[nodes[i + typeAt]];
    const where =
      type === 'code' || type === 'object shape'
        ? 'code'
        : type === 'native' || type === 'synthetic' || type === 'hidden'
          ? 'browser'
          : 'js';
    part[where] += nodes[i + sizeAt];
  }
  const mb = (n) => n / 2 ** 20;
  return { jsMb: mb(part.js), codeMb: mb(part.code), browserMb: mb(part.browser) };
}

// 20 list and form pages of the demo user's menu (账号信息维护 and 单位信息维护 ask before their tabs close: not in the cycles).
const TWENTY = [
  ['/equipment/query-comprehensive', '综合查询'],
  ['/equipment/query-timeout', '超期未检设备'],
  ['/equipment/query-fault', '检验不合格设备'],
  ['/equipment/query-non-use', '未使用设备'],
  ['/equipment/query-about-expire', '即将到期设备'],
  ['/equipment/query-pressure-piping', '压力管道查询'],
  ['/construction/register-list', '施工告知登记'],
  ['/construction/query-list', '施工告知查询'],
  ['/company-service/online-apply-query', '网上报检记录'],
  ['/company-service/report-query', '报告查询'],
  ['/company-service/invoice-query', '发票查询'],
  ['/company-service/online-apply-paymentNote', '缴费单查询'],
  ['/company-service/change-query', '使用登记变更查询'],
  ['/person/workPerson', '作业人员'],
  ['/person/azRYgl', '安全管理人员'],
  ['/account/manager', '成员账号'],
  ['/company-service/invoice-title', '开票信息'],
  ['/system/account', '账号信息维护'],
  ['/company-info/maintain', '单位信息维护'],
  ['/company-service/rescue-registration', '救援登记'],
];

/** In-app navigation (as a menu click makes it), then the page's heading and no API call in flight for `quietMs`. */
function navigator(page) {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', (r) => {
    if (isApi(r.url())) {
      inFlight++;
      last = Date.now();
    }
  });
  for (const done of ['requestfinished', 'requestfailed'])
    page.on(done, (r) => {
      if (isApi(r.url())) {
        inFlight--;
        last = Date.now();
      }
    });
  const settled = async (quietMs = 250) => {
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error('API calls did not settle in 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return {
    settled,
    async open(path, title) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await settled();
    },
  };
}

/** 4a. Memory with 20 list and form tabs open (maxTabs raised so none closes). */
async function twentyTabs(b, keepAlivePages) {
  const context = await b.newContext(contextOptions);
  const page = await context.newPage();
  await page.route('**/config.json', async (r) => {
    const res = await r.fetch();
    await r.fulfill({
      response: res,
      json: { ...(await res.json()), maxTabs: 30, ...(keepAlivePages ? { keepAlivePages } : {}) },
    });
  });
  await enter(page);
  const nav = navigator(page);
  await nav.settled();
  const cdp = await context.newCDPSession(page);
  const before = await heapAfterGc(cdp);
  for (const [path, title] of TWENTY) await nav.open(path, title);
  const after = await heapAfterGc(cdp);
  const kept = await page.evaluate(() => document.querySelectorAll('main table, main form').length);
  await context.close();
  return { keepAlivePages: keepAlivePages ?? 'default', before, after, tablesAndFormsInDom: kept };
}

/**
 * 4b. Open/close cycles of tabs: the heap after the first cycle and after the last. Each measurement
 * is taken on the desk as it is after a cycle (its figures shown, no call in flight), as the lowest
 * of three collections: a collection does not always give back the DOM of the page just closed
 * (Blink's and V8's heaps are collected together, not always in one pass), which moved the figure
 * after the first round by ±1.3 MB between runs of the same build.
 */
async function openCloseCycles(b) {
  const context = await b.newContext(contextOptions);
  const page = await context.newPage();
  await enter(page);
  const nav = navigator(page);
  await nav.settled();
  const cdp = await context.newCDPSession(page);
  const onDesk = async () => {
    await page.getByTestId('stat-totalCount').waitFor();
    await nav.settled();
    return heapAfterGc(cdp, 3);
  };
  const five = TWENTY.filter(([p]) =>
    [
      '/equipment/query-fault',
      '/equipment/query-non-use',
      '/construction/query-list',
      '/company-service/report-query',
      '/person/workPerson',
    ].includes(p),
  );
  const cycle = async (i) => {
    const [path, title] = five[i % five.length];
    await nav.open(path, title);
    await page.getByTestId('tab-bar').locator(`[aria-label="关闭 ${title}"]`).click();
    await page.getByTestId('tab-bar').getByRole('tab', { name: title }).waitFor({ state: 'detached' });
    await nav.settled();
  };
  // The first round of the five pages loads their code and fills the query cache: the cycles that follow must not grow.
  for (let i = 0; i < five.length; i++) await cycle(i);
  const first = { ...(await onDesk()), ...(await heapComposition(cdp, 'cycles-first')) };
  const t0 = Date.now();
  const half = Math.floor(CYCLES / 2);
  for (let i = five.length; i < half; i++) await cycle(i);
  const middle = { ...(await onDesk()), ...(await heapComposition(cdp, 'cycles-middle')) };
  const t1 = Date.now();
  for (let i = half; i < CYCLES; i++) await cycle(i);
  const last = { ...(await onDesk()), ...(await heapComposition(cdp, 'cycles-last')) };
  const msPerCycle = (Date.now() - t1 + (t1 - t0)) / Math.max(1, CYCLES - five.length);
  await context.close();
  return {
    cycles: CYCLES,
    half,
    first,
    middle,
    last,
    ratio: last.heapMb / first.heapMb,
    jsRatio: last.jsMb / first.jsMb,
    msPerCycle,
  };
}

/** 5. A menu click → visible rows of lists not opened before, every API answer delayed. */
async function listRoundTrips(b) {
  const context = await b.newContext(contextOptions);
  const page = await context.newPage();
  await enter(page);
  let on = false;
  delayApi(page, API_DELAY, () => on);
  const api = followApi(page);
  const nav = navigator(page);
  await nav.settled();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const events = [];
  let t0 = 0;
  page.on('request', (r) => {
    if (on && (isApi(r.url()) || r.url().endsWith('.js')))
      events.push(`${Date.now() - t0} ${new URL(r.url()).pathname.split('/').pop()}`);
  });
  page.on('requestfinished', (r) => {
    if (on && isApi(r.url())) events.push(`${Date.now() - t0} done ${new URL(r.url()).pathname.split('/').pop()}`);
  });
  // Opening the group fetches its pages' code (not their data). A person reads the entries before
  // choosing one: the click comes once that code is in.
  const scripts = followScripts(page);
  const openedAt = await page.evaluate(() => performance.now());
  await menu.getByText('设备管理', { exact: true }).click();
  await scripts.quiet();
  // What opening the group fetched (transfer size; the bench's server does not compress).
  const groupCode = await page.evaluate((t) => {
    const js = performance.getEntriesByType('resource').filter((e) => e.startTime >= t && e.name.endsWith('.js'));
    return { files: js.length, kb: js.reduce((n, e) => n + e.encodedBodySize, 0) / 1024 };
  }, openedAt);
  const out = [];
  for (const title of ['检验不合格设备', '未使用设备', '即将到期设备', '压力管道查询']) {
    const entry = menu.getByText(title, { exact: true });
    await entry.waitFor();
    on = true;
    events.length = 0;
    api.start();
    // From the click as the page gets it (Playwright's checks before it clicks are not the app's time).
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        () => {
          window.__clickAt = performance.now();
        },
        { capture: true, once: true },
      ),
    );
    t0 = Date.now();
    await entry.click();
    // The new page's heading and a visible row under it (the previous page's rows go with its heading).
    const shownAt = await page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('main h1')].some((h) => h.checkVisibility() && h.textContent === t) &&
        [...document.querySelectorAll('main table tbody tr')].some((r) => r.checkVisibility()) &&
        performance.now(),
      title,
      { polling: 'raf', timeout: 60_000 },
    );
    const elapsed = Math.round((await shownAt.jsonValue()) - (await page.evaluate(() => window.__clickAt)));
    const { trips, waves, apiMs } = api.roundTrips(elapsed);
    on = false;
    await nav.settled();
    // Beyond the round trip: the time the API took (held back API_DELAY, plus the mock's own time)
    // taken from the click → rows time; what is left is the app's (code, render).
    out.push({
      title,
      elapsedMs: elapsed,
      roundTrips: trips,
      apiMs,
      overMs: elapsed - apiMs,
      overDelayMs: elapsed - trips * API_DELAY,
      waves,
      events: [...events],
    });
    if (process.env.BENCH_VERBOSE) console.log(title, elapsed, events.join(', '));
  }
  await context.close();
  return { delayMs: API_DELAY, groupCode, lists: out };
}

// BENCH_ONLY=weights,entry,tabs,memory,lists runs some of the figures (results.json keeps the others).
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (name) => !only || only.has(name);
const previous = (() => {
  try {
    return JSON.parse(readFileSync(`${here}results.json`, 'utf8'));
  } catch {
    return {};
  }
})();

const server = await startServer();
const proxy = await startProxy();
const b = await browser();
try {
  const weights = wanted('weights') ? [await loginWeight(b, '/login'), await loginWeight(b, '/home')] : null;
  const entry = wanted('entry') ? await loginToHome(b) : null;
  const tabs = wanted('tabs') ? await tabSwitch(b) : null;
  let memory = null;
  if (wanted('memory')) {
    memory = { twenty: [await twentyTabs(b), await twentyTabs(b, 30)], cycles: await openCloseCycles(b) };
    const plain = await browser(INTERPRETER_ONLY);
    try {
      memory.cyclesInterpreted = await openCloseCycles(plain);
    } finally {
      await plain.close();
    }
  }
  const lists = wanted('lists') ? await listRoundTrips(b) : null;
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const withMaps = weights?.[0].fileNames.some((f) => existsSync(`${dist}${f}.map`));
  const loginComposition = withMaps ? composition(dist, weights[0].fileNames) : null;
  const results = { ...previous, date: new Date().toISOString() };
  if (weights) Object.assign(results, { weights, loginComposition });
  if (entry) results.loginToHome = entry;
  if (tabs) results.tabSwitch = tabs;
  if (memory) results.memory = memory;
  if (lists) results.lists = lists;
  writeFileSync(`${here}results.json`, JSON.stringify(results, null, 2));
  if (weights) {
    console.log('\n1. JavaScript of a direct visit (gzip), until the login page is up; idle preload apart');
    for (const w of weights)
      console.log(
        `   ${w.path.padEnd(7)} → ${w.landedOn}: ${w.kb.toFixed(1)} KB in ${w.files} files; idle preload ${w.preloadKb.toFixed(1)} KB in ${w.preloadFiles} files`,
      );
    if (loginComposition) {
      console.log(
        '   what /login loads before its form is usable, by package or source folder (gzip, shared out by minified bytes):',
      );
      console.log(formatComposition(loginComposition, { minKb: 0.5, indent: '     ' }).join('\n'));
    } else console.log('   (no source maps in apps/web/dist: build with --sourcemap hidden for the composition)');
  }
  if (entry) {
    console.log(`\n2. 登 录 → usable home, every API answer delayed ${entry.delayMs} ms`);
    console.log(
      `   ${entry.elapsedMs} ms, ${entry.roundTrips} sequential API round trips, ${entry.jsAfterClick} JS files fetched after the click${entry.jsAfterClick ? ` (${entry.jsAfterClickFiles.map((f) => f.split('/').pop()).join(', ')})` : ''}`,
    );
    entry.waves.forEach((w, i) => console.log(`   round trip ${i + 1}: ${w.join(', ')}`));
  }
  if (tabs) {
    console.log(`\n3. Switching to a cached tab (${tabs.switches} switches)`);
    console.log(
      `   click → visible rows: median ${tabs.medianMs.toFixed(1)} ms, p90 ${tabs.p90Ms.toFixed(1)} ms; to the next paint: median ${tabs.medianToPaintMs.toFixed(1)} ms`,
    );
    console.log(
      `   API calls during the switches: ${tabs.apiCallsDuringSwitches}; typed filter kept: ${tabs.filterKept ? 'yes' : 'NO'}; scroll kept: ${tabs.scrollKept ? 'yes' : 'NO'} (${tabs.scroll.before} → ${tabs.scroll.after})`,
    );
  }
  if (memory) {
    console.log('\n4. Memory of the tab cache (forced GC, JS heap and DOM nodes)');
    for (const m of memory.twenty)
      console.log(
        `   20 list and form tabs, keepAlivePages ${m.keepAlivePages}: heap ${m.before.heapMb.toFixed(1)} → ${m.after.heapMb.toFixed(1)} MB, DOM nodes ${m.before.domNodes} → ${m.after.domNodes}, tables and forms in the DOM ${m.tablesAndFormsInDom}`,
      );
    const c = memory.cycles;
    console.log(
      `   ${c.cycles} open/close cycles: heap after the first round ${c.first.heapMb.toFixed(1)} MB, after ${c.half} cycles ${c.middle.heapMb.toFixed(1)} MB, after the last ${c.last.heapMb.toFixed(1)} MB (×${c.ratio.toFixed(3)}), DOM nodes ${c.first.domNodes} → ${c.last.domNodes}, listeners ${c.first.listeners} → ${c.last.listeners}; ${c.msPerCycle.toFixed(0)} ms a cycle`,
    );
    const parts = (h) =>
      `JS objects ${h.jsMb.toFixed(2)}, compiled code ${h.codeMb.toFixed(2)}, Blink ${h.browserMb.toFixed(2)}`;
    console.log(
      `   of which (heap snapshot, MB): first round ${parts(c.first)}; after ${c.half} ${parts(c.middle)}; last ${parts(c.last)}`,
    );
    console.log(
      `   the page's JS objects after the last cycle against the first round: ×${c.jsRatio.toFixed(3)} (a leak of the page would show here)`,
    );
    const p = memory.cyclesInterpreted;
    console.log(
      `   the same ${p.cycles} cycles with V8's optimising tiers off (no machine code to grow): JS heap ${p.first.heapMb.toFixed(1)} → ${p.middle.heapMb.toFixed(1)} → ${p.last.heapMb.toFixed(1)} MB (×${p.ratio.toFixed(3)}); with Blink's heap ${(p.first.heapMb + p.first.blinkHeapMb).toFixed(1)} → ${(p.last.heapMb + p.last.blinkHeapMb).toFixed(1)} MB (×${((p.last.heapMb + p.last.blinkHeapMb) / (p.first.heapMb + p.first.blinkHeapMb)).toFixed(3)}); compiled code ${p.first.codeMb.toFixed(2)} → ${p.last.codeMb.toFixed(2)} MB, JS objects ×${p.jsRatio.toFixed(3)}`,
    );
  }
  if (lists) {
    console.log(
      `\n5. Menu click → visible rows of a list not opened before, every API answer delayed ${lists.delayMs} ms`,
    );
    console.log(
      `   (opening 设备管理 fetched its pages' code first: ${lists.groupCode.files} JS files, ${lists.groupCode.kb.toFixed(0)} KB uncompressed)`,
    );
    for (const l of lists.lists)
      console.log(
        `   ${l.title}: ${l.elapsedMs} ms, ${l.roundTrips} API round trip(s) taking ${l.apiMs} ms, ${l.overMs} ms beyond them (${l.overDelayMs} ms beyond the ${lists.delayMs} ms delay alone) (${l.waves.map((w) => w.join(' + ')).join(' → ')})`,
      );
  }
} finally {
  await b.close();
  proxy.close();
  server.kill('SIGTERM');
}
