import { test, expect, login, menu, screen, CITY, PLATFORM_TITLE, UNIT_NAME, ENT_ROLE, sandboxAdmin } from './fixtures';

// Spec 2.4: header, side menu, breadcrumbs, user dropdown.

/** A moment's day in Shanghai as the header shows it: YYYY-MM-DD 星期X. */
function shanghaiDay(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} 星期${'日一二三四五六'[d.getUTCDay()]}`;
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('header: city and platform title, today with weekday, welcome line naming the unit', async ({ page }) => {
  await expect(page.getByTestId('platform-title')).toHaveText(`${CITY}${PLATFORM_TITLE}`);
  // The server's day (the sandbox's tenant clock), which the browser's own may differ from.
  const { now } = await sandboxAdmin<{ now: string }>(page, 'GET', '/clock');
  await expect(page.getByTestId('today')).toHaveText(shanghaiDay(Date.parse(now)));
  await expect(page.getByTestId('welcome')).toHaveText(`欢迎您，${UNIT_NAME}`);
  await expect(page.getByRole('button', { name: '切换角色' })).toContainText(ENT_ROLE.name);
  await screen(page, 'home');
});

test('side menu: section title, entries from the route table filtered by access, single child shown directly', async ({
  page,
}) => {
  const nav = menu(page);
  await expect(nav.getByText('企业服务', { exact: true })).toBeVisible();
  // 系统设置 has one child (账号信息维护) and no showAlways: the child is shown in its place.
  await expect(nav.getByText('工作台', { exact: true })).toBeVisible();
  await expect(nav.getByText('账号信息维护', { exact: true })).toBeVisible();
  await expect(nav.getByText('系统设置', { exact: true })).toHaveCount(0);
  // Hidden routes stay out of the menu.
  await expect(nav.getByText('通知公告', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('公告详情', { exact: true })).toHaveCount(0);

  await nav.getByText('账号信息维护', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/account$/);
  await expect(nav.locator('[data-active]').filter({ hasText: '账号信息维护' })).toBeVisible();
});

test('side menu: entries are links (copy, open in a new tab, read as links) that stay in the app on a plain click', async ({
  page,
}) => {
  const entry = menu(page).getByRole('link', { name: '账号信息维护' });
  await expect(entry).toHaveAttribute('href', '/system/account');
  await expect(menu(page).getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
  // A group is a button that says whether it is open.
  const group = menu(page).getByRole('button', { name: '设备管理' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: '综合查询' })).toHaveAttribute(
    'href',
    '/equipment/query-comprehensive',
  );
  // A plain click navigates inside the app: no new document.
  await page.evaluate(() => {
    (window as unknown as { stay: boolean }).stay = true;
  });
  await entry.click();
  await expect(page).toHaveURL(/\/system\/account$/);
  await expect(entry).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
  // The new page's heading takes the focus in the frame after the navigation: a focus the test gave
  // the next entry before that frame would be taken from it (a key press, not a focus, is the user's).
  await expect(page.locator('h1').filter({ visible: true })).toBeFocused();
  // Keyboard: Enter on a focused entry follows it.
  await menu(page).getByRole('link', { name: '工作台' }).press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  // Ctrl+click is the browser's: a new tab at the entry's address, and this page stays where it is.
  const opened = page.context().waitForEvent('page');
  await entry.click({ modifiers: ['ControlOrMeta'] });
  const other = await opened;
  await other.waitForURL(/\/system\/account$/, { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('on a fake clock', () => {
  // The test moves the tenant's clock: the next test gets it back.
  test.use({ freshPage: true, freshTenant: true });

  test('the header’s date is the server’s and turns over at its midnight while the page stays open', async ({
    page,
  }) => {
    // The server's clock set back to a minute before its last midnight in Shanghai (back, so the
    // session is not idle by it); the browser's hours away from it, on a clock the test moves.
    const { now } = await sandboxAdmin<{ now: string }>(page, 'GET', '/clock');
    const shanghai = new Date(Date.parse(now) + 8 * 3_600_000);
    const midnight = Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate()) - 8 * 3_600_000;
    await sandboxAdmin(page, 'POST', '/clock', { set: new Date(midnight - 60_000).toISOString() });
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('today')).toHaveText(shanghaiDay(midnight - 60_000));
    await page.clock.runFor(120_000);
    await expect(page.getByTestId('today')).toHaveText(shanghaiDay(midnight));
  });
});

test('side menu: the collapse toggle narrows the menu to icons and is kept across a reload in the session', async ({
  page,
}) => {
  const navbar = page
    .locator('nav[aria-label="主菜单"]')
    .locator('xpath=ancestor::*[contains(@class,"mantine-AppShell-navbar")]');
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(212);
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);
  await expect(menu(page).getByText('企业服务', { exact: true })).toHaveCount(0);
  // Icons only, each still named.
  await expect(menu(page).getByRole('link', { name: '账号信息维护' })).toHaveAttribute('href', '/system/account');
  await screen(page, 'menu-collapsed');
  expect(await page.evaluate(() => sessionStorage.getItem('tzsb.menuCollapsed'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);
  await menu(page).getByRole('link', { name: '账号信息维护' }).click();
  await expect(page).toHaveURL(/\/system\/account$/);

  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(212);
  await expect(menu(page).getByText('企业服务', { exact: true })).toBeVisible();
});

test('breadcrumbs follow the route chain and leave out hideInBread routes; the page title ends them as the h1', async ({
  page,
}) => {
  const crumbs = page.getByRole('navigation', { name: '面包屑' });
  const heading = page.getByRole('heading', { level: 1 });
  // The home parent (首页, hideInBread) is not repeated: 首页 / 工作台.
  await expect(crumbs).toHaveText(/^首页\s*\/$/);
  await expect(heading).toHaveText('工作台');
  await menu(page).getByText('账号信息维护', { exact: true }).click();
  await expect(crumbs).toHaveText(/^首页\s*\/\s*系统设置\s*\/$/);
  await expect(heading).toHaveText('账号信息维护');
  await crumbs.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('user dropdown 更多: 修改密码, the operation manual (new window) and 退出登录', async ({ page }) => {
  await page.getByRole('button', { name: '更多' }).click();
  const manual = page.getByRole('menuitem', { name: '企业平台操作手册下载' });
  await expect(manual).toBeVisible();
  await expect(manual).toHaveAttribute('href', '/docs/operation-manual.pdf');
  await expect(manual).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await screen(page, 'user-menu');
  // The configured manual is actually served, under the product's one name (its PDF title).
  const res = await page.request.get('/docs/operation-manual.pdf');
  expect(res.status()).toBe(200);
  const title = /\/Title <FEFF([0-9A-F]+)>/.exec((await res.body()).toString('latin1'))?.[1];
  expect(title && Buffer.from(title, 'hex').swap16().toString('utf16le')).toBe(`${PLATFORM_TITLE} 企业用户操作手册`);
});

test('back-to-top appears after scrolling and brings the page back up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await expect(page.getByTestId('stat-totalCount')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回顶部' })).toHaveCount(0);
  await page.mouse.move(700, 300);
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
  await page.getByRole('button', { name: '返回顶部' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: '返回顶部' })).toHaveCount(0);
});

test('a loading bar runs while a page is being fetched', async ({ page }) => {
  // Hold the account page's code for a moment so the navigation is visibly pending.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/assets/AccountInfoPage-*.js', async (r) => {
    await held;
    await r.continue();
  });
  await menu(page).getByText('账号信息维护', { exact: true }).click();
  await expect(page.getByRole('progressbar', { name: '页面加载中' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: '账号信息维护', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);
});

test('after a navigation the page scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  // Two long pages, both kept in their tabs: the notice detail and the notice list.
  await page.getByRole('link', { name: '关于开展2026年冬季锅炉安全专项检查的通知' }).click();
  await expect(page.getByText('一、检查范围')).toBeVisible();
  await page.getByRole('link', { name: '返回公告列表' }).click();
  await expect(page.getByText('共 23 条')).toBeVisible();
  // Scrolled down the list, less far than the detail page can scroll (so that a kept position would show there).
  const bottom = await page.evaluate(() => {
    window.scrollTo(0, 300);
    return window.scrollY;
  });
  expect(bottom).toBe(300);
  await page.getByTestId('tab-bar').getByRole('tab', { name: '公告详情' }).click();
  await expect(page.getByText('一、检查范围')).toBeVisible();
  // The detail page is long enough to stay scrolled: only the scroll-to-top brings it to 0.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(bottom);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('script errors and failed calls are posted to save_error_logger', async ({ page }) => {
  const posted: { type: string; code: string | number; message: string; url: string; userName: string }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/save_error_logger')) posted.push(r.postDataJSON());
  });
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e 脚本错误');
    });
  });
  await expect.poll(() => posted.find((p) => p.type === 'script')?.message).toContain('e2e 脚本错误');
  const script = posted.find((p) => p.type === 'script')!;
  expect(script.userName).toBe('陈建国');
  expect(script.url).toContain('/home');

  await page.route('**/a/stone/index/getArticle*', (r) => r.fulfill({ status: 500, body: 'oops' }));
  await page.getByRole('link', { name: '关于电梯定期检验网上报检的操作说明' }).click();
  await expect(page.getByRole('alert')).toContainText('服务器开小差了，请稍后再试');
  await expect.poll(() => String(posted.find((p) => p.type === 'ajax')?.code)).toBe('500');
});
