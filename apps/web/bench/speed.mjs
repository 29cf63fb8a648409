// `pnpm bench` (from the repository root, after `pnpm --filter @tzsb/web build`): the speed figures
// of issue 8, measured in Debian's Chromium against the production build on the Prism mock.
//   1. JavaScript a direct visit loads: /login, and /home without a session (sent to login), until
//      the login page is up (what is fetched later, while it is idle, is reported apart).
//   2. From the click on 登 录 to a usable home (numbers and notices shown) with every API answer
//      delayed by a fixed time: the elapsed time and the sequential API round trips.
//   3. Switching to a cached tab: click to visible content, over several switches (median), with
//      no API call and the page's scroll position and typed filter kept.
//   With source maps in the build (`pnpm bench` builds with `--sourcemap hidden`), 1 also prints what
//   the login page's JavaScript is made of, by package and source folder (bench/composition.mjs).
// Prints a table and writes bench/results.json. Figures, not pass/fail: the budgets that gate
// `pnpm test` are in scripts/size-check.mjs.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { composition, formatComposition } from './composition.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const webPort = Number(process.env.BENCH_WEB_PORT ?? 5188);
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4088);
const base = `http://127.0.0.1:${webPort}`;
const API_DELAY = Number(process.env.BENCH_API_DELAY_MS ?? 400);
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 20);

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]; };
const isApi = (url) => { const p = new URL(url).pathname; return p.startsWith('/a/') || p.startsWith('/api/'); };

async function startServer() {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: root, env: { ...process.env, WEB_PORT: String(webPort), MOCK_PORT: String(mockPort) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try { if ((await fetch(`${base}/config.json`)).ok) return child; } catch { /* not up yet */ }
    if (Date.now() > deadline) { child.kill(); throw new Error(`server did not start:\n${log}`); }
    await new Promise((r) => setTimeout(r, 300));
  }
}

const browser = () => chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const contextOptions = { baseURL: base, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } };

/**
 * Follows a page's script requests; `preloadDone()` waits until the idle preload has finished: the
 * `tzsb:preload` mark set, no script in flight and none started or finished for `quietMs`.
 * (Playwright's networkidle fires once per load, often before the preload begins.)
 */
function followScripts(page) {
  let inFlight = 0;
  let last = Date.now();
  const isJs = (r) => r.url().endsWith('.js');
  page.on('request', (r) => { if (isJs(r)) { inFlight++; last = Date.now(); } });
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (r) => { if (isJs(r)) { inFlight--; last = Date.now(); } });
  return {
    async preloadDone(quietMs = 1000) {
      await page.waitForFunction(() => performance.getEntriesByName('tzsb:preload').length > 0, null, { timeout: 30_000 });
      const deadline = Date.now() + 60_000;
      while (inFlight > 0 || Date.now() - last < quietMs) {
        if (Date.now() > deadline) throw new Error('the idle preload did not finish in 60 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** Marks every notice closed so the home's popup does not cover the page. */
async function quietPopups(page) {
  await page.route('**/a/stone/index/findArticleList*', async (r) => {
    const res = await r.fetch();
    const body = await res.json();
    await r.fulfill({ response: res, json: { ...body, data: (body.data ?? []).map((a) => ({ ...a, popupClosed: true })) } });
  });
}

async function signIn(page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号' }).fill('nbyjzy');
  await page.getByRole('textbox', { name: '密码' }).fill('Abc@12345');
  await page.getByRole('textbox', { name: '验证码' }).fill('k7x2');
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
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => ({ url: e.name, start: e.startTime })));
  const startOf = new Map(resources.map((r) => [r.url, r.start]));
  const before = js.filter((j) => (startOf.get(j.url) ?? j.at) < preloadAt);
  const after = js.filter((j) => (startOf.get(j.url) ?? j.at) >= preloadAt);
  const kb = (xs) => xs.reduce((s, j) => s + j.gz, 0) / 1024;
  await context.close();
  if (process.env.BENCH_VERBOSE) for (const j of before) console.log(`   ${path} before idle: ${new URL(j.url).pathname} ${(j.gz / 1024).toFixed(1)} KB`);
  return { path, landedOn: new URL(page.url()).pathname, files: before.length, kb: kb(before), preloadFiles: after.length, preloadKb: kb(after), fileNames: before.map((j) => new URL(j.url).pathname.slice(1)) };
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
  await page.route((url) => isApi(url.href), async (r) => {
    if (clicked) await new Promise((res) => setTimeout(res, API_DELAY));
    await r.continue().catch(() => undefined);
  });
  const calls = new Map();
  page.on('request', (req) => { if (clicked && isApi(req.url())) calls.set(req, { path: new URL(req.url()).pathname, start: Date.now() - clicked, end: 0 }); });
  page.on('requestfinished', (req) => { const c = calls.get(req); if (c) c.end = Date.now() - clicked; });
  const chunks = [];
  page.on('request', (req) => { if (clicked && req.url().endsWith('.js')) chunks.push(new URL(req.url()).pathname); });
  clicked = Date.now();
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByTestId('stat-totalCount').waitFor();
  await page.getByRole('link', { name: '关于开展2026年冬季锅炉安全专项检查的通知' }).waitFor();
  const elapsed = Date.now() - clicked;
  // Sequential round trips: the longest chain of calls in which each starts after the one before ended.
  const sorted = [...calls.values()].filter((c) => c.start < elapsed).sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const c of sorted) depth.set(c, 1 + Math.max(0, ...sorted.filter((p) => p.end && p.end <= c.start).map((p) => depth.get(p) ?? 0)));
  const trips = Math.max(0, ...depth.values());
  const waves = [];
  for (const c of sorted) (waves[(depth.get(c) ?? 1) - 1] ??= []).push(c.path);
  await context.close();
  return { delayMs: API_DELAY, elapsedMs: elapsed, roundTrips: trips, waves, jsAfterClick: chunks.length, jsAfterClickFiles: chunks };
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
    await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
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
  page.on('request', (req) => { if (isApi(req.url())) apiCalls++; });
  const times = [];
  const paints = [];
  for (let i = 0; i < SWITCHES; i++) {
    const target = i % 2 === 0 ? A : B;
    const t = await page.evaluate(({ key, table }) => new Promise((resolve) => {
      const tab = document.querySelector(`[data-tab-key="${key}"]`);
      const shown = () => { const row = document.querySelector(`table[aria-label="${table}"] tbody tr`); return !!row && row.checkVisibility(); };
      const t0 = performance.now();
      tab.click();
      const done = () => {
        const visible = performance.now() - t0;
        requestAnimationFrame(() => setTimeout(() => resolve({ visible, painted: performance.now() - t0 }), 0));
      };
      if (shown()) return done();
      const mo = new MutationObserver(() => { if (shown()) { mo.disconnect(); done(); } });
      mo.observe(document.body, { subtree: true, childList: true, attributes: true });
    }), target);
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
  return { switches: SWITCHES, medianMs: median(times), p90Ms: pct(times, 90), medianToPaintMs: median(paints), apiCallsDuringSwitches: apiCalls, filterKept: keptFilter === '锅炉房', scrollKept: keptScroll === scrollA, scroll: { before: scrollA, after: keptScroll } };
}

const server = await startServer();
const b = await browser();
try {
  const weights = [await loginWeight(b, '/login'), await loginWeight(b, '/home')];
  const entry = await loginToHome(b);
  const tabs = await tabSwitch(b);
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const withMaps = weights[0].fileNames.some((f) => existsSync(`${dist}${f}.map`));
  const loginComposition = withMaps ? composition(dist, weights[0].fileNames) : null;
  const results = { date: new Date().toISOString(), weights, loginComposition, loginToHome: entry, tabSwitch: tabs };
  writeFileSync(`${here}results.json`, JSON.stringify(results, null, 2));
  console.log('\n1. JavaScript of a direct visit (gzip), until the login page is up; idle preload apart');
  for (const w of weights) console.log(`   ${w.path.padEnd(7)} → ${w.landedOn}: ${w.kb.toFixed(1)} KB in ${w.files} files; idle preload ${w.preloadKb.toFixed(1)} KB in ${w.preloadFiles} files`);
  if (results.loginComposition) {
    console.log('   what /login loads before its form is usable, by package or source folder (gzip, shared out by minified bytes):');
    console.log(formatComposition(results.loginComposition, { minKb: 0.5, indent: '     ' }).join('\n'));
  } else console.log('   (no source maps in apps/web/dist: build with --sourcemap hidden for the composition)');
  console.log(`\n2. 登 录 → usable home, every API answer delayed ${entry.delayMs} ms`);
  console.log(`   ${entry.elapsedMs} ms, ${entry.roundTrips} sequential API round trips, ${entry.jsAfterClick} JS files fetched after the click${entry.jsAfterClick ? ` (${entry.jsAfterClickFiles.map((f) => f.split('/').pop()).join(', ')})` : ''}`);
  entry.waves.forEach((w, i) => console.log(`   round trip ${i + 1}: ${w.join(', ')}`));
  console.log(`\n3. Switching to a cached tab (${tabs.switches} switches)`);
  console.log(`   click → visible rows: median ${tabs.medianMs.toFixed(1)} ms, p90 ${tabs.p90Ms.toFixed(1)} ms; to the next paint: median ${tabs.medianToPaintMs.toFixed(1)} ms`);
  console.log(`   API calls during the switches: ${tabs.apiCallsDuringSwitches}; typed filter kept: ${tabs.filterKept ? 'yes' : 'NO'}; scroll kept: ${tabs.scrollKept ? 'yes' : 'NO'} (${tabs.scroll.before} → ${tabs.scroll.after})`);
} finally {
  await b.close();
  server.kill('SIGTERM');
}
