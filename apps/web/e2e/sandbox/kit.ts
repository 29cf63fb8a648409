import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test as suite, expect, openInApp, tenantCookie } from '../fixtures';

/**
 * The journeys run on the sandbox, each test in a tenant of its own: a fresh copy of the seed (a
 * file copy), chosen by the `sandbox_tenant` cookie for the browser and `X-Sandbox-Tenant` for the
 * admin calls a test makes (the regulator's side, the clock, the SMS outbox, the captcha).
 */
export interface Sandbox {
  tenant: string;
  admin<T = any>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /**
   * Logs in through the login page with the captcha the sandbox drew. qiye01's first login shows the
   * seed's popup notice, closed as a clerk would; once closed it stays closed (`notice: false`).
   */
  login(page: Page, loginName?: string, password?: string, options?: { notice?: boolean }): Promise<void>;
}

export const DEMO_PASSWORD = 'Tzsb@2026';

async function adminCall(request: APIRequestContext, tenant: string, method: string, path: string, body?: unknown) {
  const res = await request.fetch(`/__sandbox${path}`, {
    method,
    headers: { 'x-sandbox-tenant': tenant, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok()) throw new Error(`${method} /__sandbox${path}: ${res.status()} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The suite's test (the worker's page, put back between tests: a new context per journey would start
 * a renderer and load the app without any cache), as a clerk meets the platform: no session until
 * the journey logs in, and the seed's popup notice shown at the first login.
 */
export const test = suite.extend<{ sandbox: Sandbox }>({
  reuseSession: false,
  popupNotice: true,
  sandbox: async ({ page, request, baseURL }, use, testInfo) => {
    // A journey is many pages long: a budget of its own (each step still waits for a state, not a time).
    testInfo.setTimeout(90_000);
    const tenant = `e2e-${testInfo.workerIndex}-${testInfo.testId}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
    await adminCall(request, tenant, 'POST', '/reset', {});
    await page.context().addCookies([tenantCookie(tenant, baseURL!)]);
    const sandbox: Sandbox = {
      tenant,
      admin: (method, path, body) => adminCall(request, tenant, method, path, body),
      async login(p, loginName = 'qiye01', password = DEMO_PASSWORD, { notice: popup = loginName === 'qiye01' } = {}) {
        await p.goto('/login');
        // The code of the picture this page shows: drawn once the picture is there (a wait on the
        // captcha call could take the answer to a page left behind, e.g. the redraw after a refusal).
        // The first page of a test: the app's code loads before it (longer on a busy machine).
        await expect(p.getByRole('img', { name: '验证码' })).toBeVisible({ timeout: 20_000 });
        const { code } = await sandbox.admin<{ code: string }>('GET', '/captcha');
        await p.getByRole('textbox', { name: '账号' }).fill(loginName);
        await p.getByRole('textbox', { name: '密码' }).fill(password);
        await p.getByRole('textbox', { name: '验证码' }).fill(code);
        await p.getByRole('button', { name: '登 录' }).click();
        await expect(p.getByTestId('tab-bar')).toBeVisible({ timeout: 20_000 });
        // The seed holds a popup notice for the demo company: read and closed, as a clerk would.
        if (popup) {
          const notice = p.getByRole('dialog').filter({ hasText: '关于开展2026年冬季锅炉安全专项检查的通知' });
          // It opens once the home page has its notices, which on a busy machine is after the shell
          // shows: waited for, or it would open over the test's next click. A click while the
          // dialog is still opening can be lost: close until it is gone.
          await expect(notice).toBeVisible({ timeout: 20_000 });
          await expect(async () => {
            if (await notice.count()) await notice.getByRole('button', { name: '关闭', exact: true }).click();
            await expect(notice).toHaveCount(0, { timeout: 2_000 });
          }).toPass({ timeout: 20_000 });
        }
      },
    };
    await use(sandbox);
  },
});

// The suite's visit inside the app (a menu or link click's way, no reload).
export { expect, openInApp };

/** The phone width the journeys at 390 px use (`test.use({ viewport: PHONE })`). */
export const PHONE = { width: 390, height: 844 };

/** Within a phone's width: nothing the user needs lies off to the side. */
export async function withinWidth(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** Opens a page through the phone's menu: the drawer, its sections, then the entry. */
export async function openMenu(page: Page, ...path: string[]) {
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog');
  for (const name of path.slice(0, -1)) await drawer.getByText(name, { exact: true }).click();
  await drawer.getByRole('link', { name: path.at(-1)!, exact: true }).click();
}

/** A form field by its name (the form kit marks each with data-field). */
export const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]:visible`);

/** Picks an option of a select field. */
export async function choose(page: Page, name: string, option: string) {
  await field(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A list's entry holding `text`: its table row, or its card on a phone (both carry data-row-key). */
export const entry = (page: Page, text: string) => page.locator('[data-row-key]:visible').filter({ hasText: text });

/** Types a date into a form's date field (a text field at desktop widths); its calendar closes on the title. */
export async function setDate(scope: Page | Locator, label: string, value: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
  await scope.getByRole('heading').first().click();
}

/**
 * Fills the use registration form as a clerk would for the seed's unregistered 4号客梯 (category,
 * equipment, place, safety manager), after checking its application number; returns that number.
 */
export async function fillUseRegistration(page: Page): Promise<string> {
  const pick = async (label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
    await page.keyboard.press('Escape');
  };
  const applyNo = (await page.getByTestId('apply-no').textContent({ timeout: 15_000 }))!.replace('申请编号', '').trim();
  expect(applyNo).toMatch(/^SYDJ\d{13}$/);
  await pick('设备类别', '电梯');
  await pick('登记设备（未登记的设备）', /^4号客梯/);
  await page.getByRole('textbox', { name: '设备使用地点' }).fill('宁波市鄞州区首南街道天童南路588号A座');
  await page.getByRole('textbox', { name: '安全管理员', exact: true }).fill('陈建国');
  await page.getByRole('textbox', { name: '安全管理员手机' }).fill('13857412368');
  return applyNo;
}
