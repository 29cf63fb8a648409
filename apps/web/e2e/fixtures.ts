import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
  type ViewportSize,
  type WorkerInfo,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The platform title from public/config.json (the first part of every page title). */
export const PLATFORM_TITLE = '特种设备检验报告及补证自助服务平台';
export const CITY = '宁波市';
/** From the contract examples (a_stone_user_unit.yaml, a_stone_user_info.yaml). */
export const UNIT_NAME = '宁波甬江置业有限公司';
/** The seed's equipment counts (26 devices), as the desk and the equipment overview show them. */
export const SEED_COUNTS = {
  totalCount: '26',
  inUseCount: '18',
  aboutExpireCount: '7',
  timeoutCount: '3',
  faultCount: '4',
  nonUseCount: '5',
  stopCount: '3',
};
/** The sandbox's seeded 使用单位管理员 (the suite runs on the sandbox: real accounts, a tenant per worker). */
export const LOGIN_NAME = 'qiye01';
export const ENT_ROLE = { id: '7d0e4b9a2c5f41e8a3b6c9d2e5f8a1b4', name: '使用单位管理员' };
export const MAINT_ROLE = { id: '2e8f1a6c4b9d47e0a5c3f7b1d8e2a6c9', name: '维保单位用户' };
/** Scores 2 (lowercase + digits): simple. */
export const SIMPLE_PASSWORD = 'abc12345';
/** The password the suite logs in with: the sandbox's seeded accounts share one. */
export const LOGIN_PASSWORD = 'Tzsb@2026';

/** The sandbox tenant this page's browser context uses (its `sandbox_tenant` cookie). */
async function tenantOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'sandbox_tenant')?.value ?? 'demo';
}

/** A call to the sandbox's admin API for the page's tenant, through the web server's proxy. */
export async function sandboxAdmin<T = any>(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await page.request.fetch(`${process.env.E2E_SANDBOX_ADMIN}/__sandbox${path}`, {
    method,
    headers: { 'x-sandbox-tenant': await tenantOf(page), 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok()) throw new Error(`${method} /__sandbox${path}: ${res.status()} ${JSON.stringify(json)}`);
  return json as T;
}

/** The code of the captcha the login page shows (the sandbox draws real ones; Prism takes any). */
export async function shownCaptcha(page: Page): Promise<string> {
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
  return (await sandboxAdmin<{ code: string }>(page, 'GET', '/captcha')).code;
}

const here = dirname(fileURLToPath(import.meta.url));
const screensDir = resolve(here, '../test-results/screens');

/**
 * A screenshot (of the whole page unless told) into test-results/screens/<name>.png, to look at.
 * Taken on a developer's machine; in CI (where nobody looks at them) only with E2E_SCREENS=1: each
 * costs the browser a capture and a PNG.
 */
export async function screen(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (process.env.CI && !process.env.E2E_SCREENS) return;
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: resolve(screensDir, `${name}.png`), fullPage, animations: 'disabled' });
}

/** Sends `Prefer: example=<name>` on the matching calls so Prism answers with that contract example. */
export async function preferExample(page: Page, url: string, example: string, times?: number) {
  await page.route(
    url,
    (r) => r.continue({ headers: { ...r.request().headers(), prefer: `example=${example}` } }).catch(() => undefined),
    times ? { times } : undefined,
  );
}

/** Rewrites a JSON response of the mock before the page sees it. */
export async function patchJson(page: Page, url: string, patch: (body: any) => any, times?: number) {
  await page.route(
    url,
    async (r: Route) => {
      try {
        const res = await r.fetch();
        const body = await res.json();
        await r.fulfill({ response: res, json: patch(body) });
      } catch {
        // The page moved on (navigation, reload) while the call was in flight: nothing to patch.
        await r.abort().catch(() => undefined);
      }
    },
    times ? { times } : undefined,
  );
}

/**
 * The window a print opens (kit/blob.ts `openBlob`) and what it gets: call before the click. The
 * window's address becomes a blob: URL of the file; Chromium shows a PDF there in its viewer, the
 * headless shell (no viewer) downloads it from that address. Resolves to the blob: URL and the first
 * bytes of what it holds.
 */
export function printWindow(page: Page): Promise<{ url: string; head: string }> {
  const opened = new Promise<string>((resolve) => {
    // Listeners added in the popup event's own handler: the download may follow it at once.
    page.once('popup', (popup) => {
      popup.once('download', (d) => resolve(d.url()));
      // In the shell the navigation ends as that download (net::ERR_ABORTED): the event above tells.
      popup.waitForURL(/^blob:/, { waitUntil: 'commit', timeout: 0 }).then(
        () => resolve(popup.url()),
        () => undefined,
      );
    });
  });
  return opened.then(async (url) => ({
    url,
    // The opener made the blob (same origin) and keeps it a minute.
    head: await page.evaluate(async (u) => (await (await fetch(u)).text()).slice(0, 5), url),
  }));
}

export interface LoginOptions {
  username?: string;
  password?: string;
  captcha?: string;
  remember?: boolean;
  /** Where to start (default /login). */
  from?: string;
}

/** Fills 账号 / 密码 / 验证码 on the login page and submits. */
export async function fillLogin(
  page: Page,
  { username = LOGIN_NAME, password = LOGIN_PASSWORD, captcha, remember }: LoginOptions = {},
) {
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('textbox', { name: '验证码' }).fill(captcha ?? (await shownCaptcha(page)));
  if (remember !== undefined) await page.getByLabel('记住账号').setChecked(remember);
  await page.getByRole('button', { name: '登 录' }).click();
}

/** Logs in through the login page and waits for the shell (home by default). */
export async function uiLogin(page: Page, options: LoginOptions = {}) {
  await page.goto(options.from ?? '/login');
  await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
  await fillLogin(page, options);
  // The login's round trips and the shell's first load are a page's heaviest work: on a busy machine
  // they take longer than one expectation's usual wait.
  await expect(page.getByTestId('tab-bar')).toBeVisible({ timeout: 30_000 });
}

/** True when the login options ask for nothing but where to start (the stored session will do). */
const plainLogin = (o: LoginOptions) =>
  o.username === undefined && o.password === undefined && o.captcha === undefined && o.remember === undefined;

/**
 * Puts the page in the shell, signed in, at `from` (default home). In files that reuse the worker's
 * stored session (the default, see `reuseSession`) no login page is shown and no credentials sent:
 * on the page as the fixture hands it over, `from` is loaded as one of the saved tabs (a reload's
 * way in); on a page already in use, home is loaded and `from` opened in the app, as a menu click
 * would. Otherwise, or when credentials are given, it logs in through the login page.
 */
export async function login(page: Page, options: LoginOptions = {}) {
  const cookies = await page.context().cookies();
  if (!plainLogin(options) || !cookies.some((c) => c.name === 'token')) return uiLogin(page, options);
  const from = options.from && options.from !== '/home' && !options.from.startsWith('/login') ? options.from : null;
  if (from && new URL(page.url()).pathname === '/config.json') {
    // The page as the fixture left it (no app loaded): `from` is loaded itself, as a reload of one
    // of the saved tabs is (spec 2.4), without the home desk's load before it.
    await page.evaluate((to) => {
      const { pathname, search } = new URL(to, location.origin);
      localStorage.setItem('tzsb.tabs', JSON.stringify([{ key: pathname + search, pathname, search, title: '' }]));
    }, from);
    await page.goto(from);
    await expect(page.getByTestId('tab-bar')).toBeVisible({ timeout: 30_000 });
    return;
  }
  await page.goto('/home');
  await expect(page.getByTestId('tab-bar')).toBeVisible({ timeout: 30_000 });
  if (from) await openInApp(page, from);
}

export const tenantCookie = (tenant: string, baseURL: string) => ({
  name: 'sandbox_tenant',
  value: tenant,
  url: baseURL,
});

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Logs in once through the login page (as the suite's account unless `login` names another) and
 * returns what the browser keeps. On the worker's reused page when no test holds it (it is put back
 * before the next test uses it: no second renderer, and the app's code is in its cache); otherwise
 * in a context of its own.
 */
async function signedInState(
  browser: Browser,
  reused: ReusedPage,
  options: BrowserContextOptions,
  tenant: SandboxTenant | null,
  login: LoginOptions = {},
): Promise<StorageState> {
  if (!reused.inUse) {
    const page = await workerPage(reused, browser, options);
    await resetReusedPage(page, String(options.baseURL), EMPTY_STATE, null, false, tenant);
    await uiLogin(page, login);
    return page.context().storageState();
  }
  // Without a session of its own, even when a test makes it (a test's contexts default to its storage state).
  const context = await browser.newContext({ storageState: EMPTY_STATE, ...options });
  try {
    if (tenant) await context.addCookies([tenantCookie(tenant.name, String(options.baseURL))]);
    const page = await context.newPage();
    await uiLogin(page, login);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A visit inside the app, as a link click would make it (no reload): a full load of an address that
 * is not among the saved tabs would go home (spec 2.4). Waits for the address unless told not to
 * (a guard may replace it, e.g. with /401).
 */
export async function openInApp(page: Page, path: string, { expectUrl = true }: { expectUrl?: boolean } = {}) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (expectUrl) await expect(page).toHaveURL(path);
}

/**
 * Opens `path` inside the app, then waits until the page shown before it is hidden. A page's code
 * loads on its first opening, and until then the page before stays on screen: a locator resolved in
 * that moment would find the old page's field of the same name.
 */
export async function openInAppLeaving(page: Page, path: string) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-testid="page-host"] > :not([data-testid])'))
      if (el.checkVisibility()) el.setAttribute('data-e2e-left', '');
  });
  await openInApp(page, path);
  await expect(page.locator('[data-e2e-left]:visible')).toHaveCount(0);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-e2e-left]')) el.removeAttribute('data-e2e-left');
  });
}

/**
 * Waits until the address shown is among the saved tabs: a full load of an address that is not goes
 * home (spec 2.4). A list's call now starts with its route, before the page shows the new address
 * and its tab is saved, so a test that reloads after a filter or sort waits for this, not the call.
 */
export async function tabSaved(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = location.pathname + location.search;
        const saved: { key: string }[] = JSON.parse(localStorage.getItem('tzsb.tabs') ?? '[]');
        return saved.some((t) => t.key === key);
      }),
    )
    .toBe(true);
}

export const tabBar = (page: Page) => page.getByTestId('tab-bar');
export const tabs = (page: Page) => tabBar(page).getByRole('tab');
export const tab = (page: Page, title: string) => tabBar(page).getByRole('tab', { name: title });
export const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Waits until the page shown has settled: no loader, no list fetching. */
export async function expectSettled(page: Page, message?: string) {
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]').filter({ visible: true }), message).toHaveCount(
    0,
  );
}

/**
 * Keeps a page that opens many pages in turn light (the route walk's): past a few open tabs, 关闭所有
 * (confirming a before-close rule).
 */
export async function closeTabsIfMany(page: Page) {
  if ((await tabs(page).count()) <= 6) return;
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: /确定要关闭「.+」吗/ });
  // A confirmed dialog still shows while it fades out: a click on it then may never land, so it is bounded.
  while (await confirm.isVisible().catch(() => false))
    await confirm
      .getByRole('button', { name: '确定' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(tabs(page)).toHaveCount(1);
}

/** Opens 账号信息维护 through the side menu (group 系统设置). */
export async function openAccountFromMenu(page: Page) {
  const nav = menu(page);
  const entry = nav.getByText('账号信息维护', { exact: true });
  if (!(await entry.isVisible())) await nav.getByText('系统设置', { exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/system\/account$/);
  // The address changes first; the page's tab opens once its code has come and it has rendered.
  await expect(tab(page, '账号信息维护')).toBeVisible();
}

/**
 * The home page's popup notice, already closed with 关闭 in this browser session: the app keeps that
 * in session storage under `tzsb.popupDismissed` as `<user id>:<notice id>` (HomePage.tsx). The ids
 * are the contract examples' (a_stone_user_info.yaml `ok`, a_stone_index_findArticleList.yaml `ok`).
 * Stored, not intercepted: a route on the page would send every request of the app through the
 * test runner and turn the browser's cache off (twice the time of a page load, measured).
 */
export const POPUP_DISMISSED = {
  key: 'tzsb.popupDismissed',
  value: JSON.stringify(['1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6:a3f1c5e7b9d24f6a8c0e2b4d6f8a1c3e']),
};

/** Stores the popup notice as closed in this context's pages (before any script of theirs runs). */
export function holdPopupNotices(context: BrowserContext) {
  return context.addInitScript(({ key, value }) => {
    if (location.protocol.startsWith('http') && !sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
  }, POPUP_DISMISSED);
}

interface Fixtures {
  /** Let the home page's popup notice appear (off by default: the mock always reports it unclosed). */
  popupNotice: boolean;
  /**
   * Start each test with the worker's signed-in session (cookies and local storage of one real
   * login per worker). Files that test the login page, the guard without a session or what a
   * login stores turn it off.
   */
  reuseSession: boolean;
  /**
   * A new context and page for the test instead of the worker's reused page. For tests that change
   * what cannot be undone on a page: a fake clock (`page.clock`), init scripts, emulated media,
   * exposed functions, context-wide routes or settings.
   */
  freshPage: boolean;
  /**
   * On the sandbox: the worker's tenant brought back to the seed before this test, and again before
   * the worker's next test. For a test that moves the tenant's clock, or writes what the file's
   * other tests must not see.
   */
  freshTenant: boolean;
  /**
   * On the sandbox: the seeded account whose session the test starts with instead of the suite's
   * (e.g. `admin01` for the platform administrator's pages); one login per account and worker.
   */
  account: string | undefined;
}

/**
 * The worker's page, reused from test to test: a new context and a new tab per test cost about twice
 * the CPU of the same tab loading the app again, most of it a new renderer process compiling the
 * app. Between tests it is put back to what a new page would be:
 * - the test's listeners, routes and other tabs are removed;
 * - it goes to a blank document of the app's origin (accepting a before-unload question), where
 *   local and session storage are emptied, and the context's cookies and local storage are set to
 *   the test's storage state (the worker's session, or none);
 * - the viewport is the test's.
 * Tests that change more declare `freshPage`; a fake clock left on the reused page fails its test.
 */
interface ReusedPage {
  context?: BrowserContext;
  page?: Page;
  /** A test has the page now. */
  inUse?: boolean;
}

/** The worker's reused page, made on first use. */
async function workerPage(reused: ReusedPage, browser: Browser, options: BrowserContextOptions): Promise<Page> {
  if (!reused.page || reused.page.isClosed()) {
    await reused.context?.close().catch(() => undefined);
    const context = await browser.newContext(options);
    Object.assign(reused, { context, page: await context.newPage() });
  }
  return reused.page!;
}

/** The options of the worker's contexts, from its project. */
function workerOptions({ project: { use } }: WorkerInfo): BrowserContextOptions {
  const { baseURL, locale, timezoneId, reducedMotion, userAgent, deviceScaleFactor, viewport } = use;
  return { baseURL, locale, timezoneId, reducedMotion, userAgent, deviceScaleFactor, viewport };
}

/**
 * On the sandbox each worker has a tenant of its own (a copy of the seed), brought back to the seed
 * before each file's first test in that worker: what one file saves is not seen by the next, and
 * workers never see each other's. The worker's login outlives the resets (`keepSessions`).
 */
export interface SandboxTenant {
  name: string;
  /** The file whose tests run on the tenant now. */
  file: string;
  /** Whether the last test asked for a fresh tenant: the next one gets the seed back too. */
  dirty: boolean;
  reset(): Promise<void>;
}

interface WorkerFixtures {
  sandboxTenant: SandboxTenant | null;
  /** One real login per worker, kept for the tests that reuse it. */
  sessionState: StorageState;
  /** The sessions of other seeded accounts (the `account` option), each logged in on first use. */
  accountStates: (account: string) => Promise<StorageState>;
  reusedPage: ReusedPage;
  /** The route walk's signed-in pages, one per account (made on first use), kept by the worker. */
  shellWalkers: (account: string | undefined) => Promise<Walker>;
  /** The route walk's page without a session (the worker's tenant). */
  outsideWalker: Walker;
}

/**
 * A page the route walk moves through route after route (in-app, as menu clicks would), noting
 * what went wrong on the way. The walkers are worker fixtures of this file's `test`, not the walk's
 * own: a fixture of its own would give the walk workers of its own, each with a browser and logins.
 */
export interface Walker {
  page: Page;
  /** Calls refused and script errors seen since the last `drain`. */
  drain: () => string[];
  /** The widths at which this walker has had its whole page (header, menu) checked by axe. */
  framesChecked: Set<string>;
  /** The widths at which this walker has opened the header's account menu. */
  menusChecked: Set<string>;
}

async function walker(page: Page): Promise<Walker> {
  await holdPopupNotices(page.context());
  let problems: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if ((path.startsWith('/a/') || path.startsWith('/api/')) && r.status() >= 400)
      problems.push(`${r.request().method()} ${path} → ${r.status()}`);
  });
  page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
  return {
    page,
    drain: () => {
      const out = problems;
      problems = [];
      return out;
    },
    framesChecked: new Set(),
    menusChecked: new Set(),
  };
}

/**
 * Brings the worker's tenant back to the seed when a file's first test in this worker starts (the
 * `page` fixture does it; a file whose tests use pages of their own calls it).
 */
export async function claimTenant(tenant: SandboxTenant | null, file: string, fresh = false) {
  if (!tenant) return;
  // A test that asked for a fresh tenant leaves it dirty: the next test gets the seed again too.
  const newFile = tenant.file !== '' && tenant.file !== file;
  if (newFile || fresh || tenant.dirty) await tenant.reset();
  tenant.file = file;
  tenant.dirty = fresh;
}

const EMPTY_STATE: StorageState = { cookies: [], origins: [] };

/** Whether the page runs on Playwright's fake clock (`page.clock` installs it as `__pwClock`). */
const onFakeClock = (page: Page) => page.evaluate(() => '__pwClock' in globalThis).catch(() => false);

/** Notes an event emitter's listeners; the function returned removes those added since. */
function keepListeners(target: Page | BrowserContext): () => void {
  // Playwright's client objects are event emitters with Node's API; its types name only on/off.
  const emitter = target as unknown as {
    eventNames(): (string | symbol)[];
    listeners(event: string | symbol): unknown[];
    off(event: string | symbol, listener: unknown): void;
  };
  const before = new Map(emitter.eventNames().map((e) => [e, new Set(emitter.listeners(e))]));
  return () => {
    for (const event of emitter.eventNames()) {
      const kept = before.get(event);
      for (const listener of emitter.listeners(event)) if (!kept?.has(listener)) emitter.off(event, listener);
    }
  };
}

/** Puts the reused page back to a new page's state for the next test (see `ReusedPage`). */
async function resetReusedPage(
  page: Page,
  baseURL: string,
  state: StorageState,
  viewport: ViewportSize | null,
  popupNotice: boolean,
  tenant: SandboxTenant | null,
) {
  const acceptUnload = (d: import('@playwright/test').Dialog) =>
    void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()).catch(() => undefined);
  page.on('dialog', acceptUnload);
  try {
    await page.goto(new URL('/config.json', baseURL).href);
  } finally {
    page.off('dialog', acceptUnload);
  }
  const context = page.context();
  await context.clearCookies();
  if (state.cookies.length) await context.addCookies(state.cookies);
  if (tenant) await context.addCookies([tenantCookie(tenant.name, baseURL)]);
  const origin = new URL(baseURL).origin;
  const local = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate(
    ({ entries, dismissed }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
      if (dismissed) sessionStorage.setItem(dismissed.key, dismissed.value);
    },
    { entries: local, dismissed: popupNotice ? null : POPUP_DISMISSED },
  );
  if (viewport) {
    const now = page.viewportSize();
    if (!now || now.width !== viewport.width || now.height !== viewport.height) await page.setViewportSize(viewport);
  }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  popupNotice: [false, { option: true }],
  reuseSession: [true, { option: true }],
  sandboxTenant: [
    async ({ playwright }, use, workerInfo) => {
      const name = `e2e-w${workerInfo.workerIndex}`;
      const api = await playwright.request.newContext({
        baseURL: process.env.E2E_SANDBOX_ADMIN,
        extraHTTPHeaders: { 'x-sandbox-tenant': name },
      });
      const tenant: SandboxTenant = {
        name,
        file: '',
        dirty: false,
        async reset() {
          // A reset may be sent again: a connection dropped under it leaves the tenant either reset or not.
          const res = await api
            .post('/__sandbox/reset', { data: { keepSessions: true } })
            .catch(() => api.post('/__sandbox/reset', { data: { keepSessions: true } }));
          if (!res.ok()) throw new Error(`reset of sandbox tenant ${name}: ${res.status()} ${await res.text()}`);
        },
      };
      await tenant.reset();
      await use(tenant);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  sessionState: [
    async ({ browser, sandboxTenant, reusedPage }, use, workerInfo) => {
      await use(await signedInState(browser, reusedPage, workerOptions(workerInfo), sandboxTenant));
    },
    // The worker's login is not its first test's time: a budget of its own (a busy machine's login
    // and first shell load take most of a test's 30 s).
    { scope: 'worker', timeout: 60_000 },
  ],
  accountStates: [
    async ({ browser, sandboxTenant, reusedPage }, use, workerInfo) => {
      const made = new Map<string, Promise<StorageState>>();
      await use((account) => {
        if (!made.has(account)) {
          // The test that makes the session also pays for its login.
          base.info().setTimeout(base.info().timeout + 30_000);
          made.set(
            account,
            signedInState(browser, reusedPage, workerOptions(workerInfo), sandboxTenant, { username: account }),
          );
        }
        return made.get(account)!;
      });
    },
    { scope: 'worker' },
  ],
  shellWalkers: [
    async ({ browser, sessionState, accountStates }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport } = workerInfo.project.use;
      const made = new Map<string, Promise<Walker>>();
      const contexts: BrowserContext[] = [];
      const make = async (account: string | undefined) => {
        const storageState = account ? await accountStates(account) : sessionState;
        const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, storageState });
        contexts.push(context);
        const w = await walker(await context.newPage());
        await w.page.goto('/home');
        await expect(w.page.getByTestId('tab-bar')).toBeVisible({ timeout: 30_000 });
        return w;
      };
      await use((account) => {
        const key = account ?? '';
        if (!made.has(key)) {
          // The test that makes a walker also pays for its first load.
          base.info().setTimeout(base.info().timeout + 30_000);
          made.set(key, make(account));
        }
        return made.get(key)!;
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
  outsideWalker: [
    async ({ browser, sandboxTenant }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, storageState: EMPTY_STATE });
      // No session, but the worker's tenant: what the pages ask for (an SMS code) stays in it.
      if (sandboxTenant) await context.addCookies([tenantCookie(sandboxTenant.name, String(baseURL))]);
      await use(await walker(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
  reusedPage: [
    async ({}, use) => {
      const reused: ReusedPage = {};
      await use(reused);
      await reused.context?.close();
    },
    { scope: 'worker' },
  ],
  // The test's context is its page's (never a second, unrelated context).
  context: async ({ page }, use) => {
    await use(page.context());
  },
  account: [undefined, { option: true }],
  storageState: async ({ reuseSession, sessionState, storageState, account, accountStates }, use) => {
    if (reuseSession && account) return use(await accountStates(account));
    await use(reuseSession ? sessionState : storageState);
  },
  freshPage: [false, { option: true }],
  freshTenant: [false, { option: true }],
  page: async (
    { popupNotice, freshPage, freshTenant, reusedPage, browser, storageState, viewport, sandboxTenant },
    use,
    testInfo,
  ) => {
    const { baseURL, locale, timezoneId, reducedMotion, userAgent, deviceScaleFactor } = testInfo.project.use;
    const options = { baseURL, locale, timezoneId, reducedMotion, userAgent, deviceScaleFactor, viewport };
    const state = typeof storageState === 'object' && storageState ? storageState : EMPTY_STATE;
    await claimTenant(sandboxTenant, testInfo.file, freshTenant);
    if (freshPage) {
      const context = await browser.newContext(options);
      try {
        const page = await context.newPage();
        await resetReusedPage(page, baseURL!, state, viewport, popupNotice, sandboxTenant);
        await use(page);
      } finally {
        await context.close();
      }
      return;
    }
    const page = await workerPage(reusedPage, browser, options);
    const context = page.context();
    await resetReusedPage(page, baseURL!, state, viewport, popupNotice, sandboxTenant);
    // What the test adds to the page and its context: taken off again after it.
    const restoreListeners = [page, context].map(keepListeners);
    reusedPage.inUse = true;
    try {
      await use(page);
    } finally {
      reusedPage.inUse = false;
    }
    for (const restore of restoreListeners) restore();
    await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
    for (const other of context.pages()) if (other !== page) await other.close().catch(() => undefined);
    if (await onFakeClock(page)) {
      await context.close();
      Object.assign(reusedPage, { context: undefined, page: undefined });
      throw new Error('This test installed a fake clock on the reused page: give it test.use({ freshPage: true }).');
    }
  },
});

export { expect };
