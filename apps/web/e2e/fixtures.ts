import { test as base, expect, type Browser, type BrowserContextOptions, type Page, type Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The platform title from public/config.json (the first part of every page title). */
export const PLATFORM_TITLE = '特种设备检验报告及补证自助服务平台';
export const CITY = '宁波市';
/** From the contract examples (a_stone_user_unit.yaml, a_stone_user_info.yaml). */
export const UNIT_NAME = '宁波甬江置业有限公司';
export const LOGIN_NAME = 'nbyjzy';
export const ENT_ROLE = { id: '7d0e4b9a2c5f41e8a3b6c9d2e5f8a1b4', name: '使用单位管理员' };
export const MAINT_ROLE = { id: '2e8f1a6c4b9d47e0a5c3f7b1d8e2a6c9', name: '维保单位用户' };
/** Scores 4: no 友情提醒. */
export const STRONG_PASSWORD = 'Abc@12345';
/** Scores 2 (lowercase + digits): simple. */
export const SIMPLE_PASSWORD = 'abc12345';

const here = dirname(fileURLToPath(import.meta.url));
const screensDir = resolve(here, '../test-results/screens');

/** A full-page screenshot into test-results/screens/<name>.png, to look at. */
export async function screen(page: Page, name: string) {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: resolve(screensDir, `${name}.png`), fullPage: true, animations: 'disabled' });
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

export interface LoginOptions {
  username?: string;
  password?: string;
  captcha?: string;
  remember?: boolean;
  /** Where to start (default /login). */
  from?: string;
}

/** Fills 账号 / 密码 / 验证码 on the login page and submits. */
export async function fillLogin(page: Page, { username = LOGIN_NAME, password = STRONG_PASSWORD, captcha = 'k7x2', remember }: LoginOptions = {}) {
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('textbox', { name: '验证码' }).fill(captcha);
  if (remember !== undefined) await page.getByLabel('记住账号').setChecked(remember);
  await page.getByRole('button', { name: '登 录' }).click();
}

/** Logs in through the login page and waits for the shell (home by default). */
export async function uiLogin(page: Page, options: LoginOptions = {}) {
  await page.goto(options.from ?? '/login');
  await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
  await fillLogin(page, options);
  await expect(page.getByTestId('tab-bar')).toBeVisible();
}

/** True when the login options ask for nothing but where to start (the stored session will do). */
const plainLogin = (o: LoginOptions) => o.username === undefined && o.password === undefined && o.captcha === undefined && o.remember === undefined;

/**
 * Puts the page in the shell, signed in, at `from` (default home). In files that reuse the worker's
 * stored session (the default, see `reuseSession`) it opens home with that session and goes to
 * `from` in the app, as a menu click would: no login page, no credentials round trip. Otherwise, or
 * when credentials are given, it logs in through the login page.
 */
export async function login(page: Page, options: LoginOptions = {}) {
  const cookies = await page.context().cookies();
  if (!plainLogin(options) || !cookies.some((c) => c.name === 'token')) return uiLogin(page, options);
  await page.goto('/home');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  const from = options.from;
  if (from && from !== '/home' && !from.startsWith('/login')) await openInApp(page, from);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Logs in once through the login page in a context of its own and returns what the browser keeps. */
export async function signedInState(browser: Browser, options: BrowserContextOptions): Promise<StorageState> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await uiLogin(page);
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

export const tabBar = (page: Page) => page.getByTestId('tab-bar');
export const tabs = (page: Page) => tabBar(page).getByRole('tab');
export const tab = (page: Page, title: string) => tabBar(page).getByRole('tab', { name: title });
export const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Opens 账号信息维护 through the side menu (group 系统设置). */
export async function openAccountFromMenu(page: Page) {
  const nav = menu(page);
  const entry = nav.getByText('账号信息维护', { exact: true });
  if (!(await entry.isVisible())) await nav.getByText('系统设置', { exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/system\/account$/);
}

/** 今天 as the header shows it: YYYY-MM-DD 星期X, from the browser's own clock. */
export function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} 星期${'日一二三四五六'[d.getDay()]}`;
  });
}

/** Marks every notice as closed, so the home page's popup does not cover the page under test. */
export function holdPopupNotices(page: Page) {
  return patchJson(page, '**/a/stone/index/findArticleList*', (body) => ({
    ...body,
    data: Array.isArray(body?.data) ? body.data.map((a: any) => ({ ...a, popupClosed: true })) : body?.data,
  }));
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
}

interface WorkerFixtures {
  /** One real login per worker, kept for the tests that reuse it. */
  sessionState: StorageState;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  popupNotice: [false, { option: true }],
  reuseSession: [true, { option: true }],
  sessionState: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport } = workerInfo.project.use;
      await use(await signedInState(browser, { baseURL, locale, timezoneId, viewport }));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ reuseSession, sessionState, storageState }, use) => {
    await use(reuseSession ? sessionState : storageState);
  },
  page: async ({ page, popupNotice }, use) => {
    if (!popupNotice) await holdPopupNotices(page);
    await use(page);
  },
});

export { expect };
