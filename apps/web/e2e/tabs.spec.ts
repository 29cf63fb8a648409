import type { Page } from '@playwright/test';
import {
  test,
  expect,
  login,
  menu,
  openAccountFromMenu,
  openInApp,
  patchJson,
  preferExample,
  screen,
  tab,
  tabBar,
  tabs,
} from './fixtures';

// Spec 2.4: the tab bar — one tab per visited route (and query), saved, restored, closed by menu.

const NOTICE_A = { id: 'a3f1c5e7b9d24f6a8c0e2b4d6f8a1c3e', title: '关于开展2026年冬季锅炉安全专项检查的通知' };
const NOTICE_B = { id: 'b4e2d6f8a0c14e7b9d1f3a5c7e9b2d4f', title: '关于电梯定期检验网上报检的操作说明' };

const byKey = (page: Page, key: string) => tabBar(page).locator(`[data-tab-key="${key}"]`);
const tabKeys = (page: Page) => tabs(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-tab-key')));

/** From the desk: 通知公告 → 更多 opens the notice list. */
async function openNoticeList(page: Page) {
  await tab(page, '工作台').click();
  await page.getByRole('link', { name: '更多' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByRole('link', { name: NOTICE_A.title })).toBeVisible();
}

/** Opens one notice's detail from the list (its own tab). */
async function openNotice(page: Page, notice: { id: string; title: string }) {
  await byKey(page, '/notice').click();
  await page.getByRole('link', { name: notice.title }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/detail\\?id=${notice.id}$`));
  await expect(page.getByRole('link', { name: '返回公告列表' })).toBeVisible();
}

/** 工作台, 通知公告, 公告详情 (a), 公告详情 (b), 账号信息维护 — in that order. */
async function openFive(page: Page) {
  await openNoticeList(page);
  await openNotice(page, NOTICE_A);
  await openNotice(page, NOTICE_B);
  await openAccountFromMenu(page);
  await expect
    .poll(() => tabKeys(page))
    .toEqual([
      '/home',
      '/notice',
      `/notice/detail?id=${NOTICE_A.id}`,
      `/notice/detail?id=${NOTICE_B.id}`,
      '/system/account',
    ]);
}

async function rightClick(page: Page, key: string, action: string) {
  await byKey(page, key).click({ button: 'right' });
  const menuBox = page.getByTestId('tab-context-menu');
  await expect(menuBox).toBeVisible();
  await menuBox.getByRole('menuitem', { name: action, exact: true }).click();
}

async function confirmIfAsked(page: Page, title = '账号信息维护') {
  const dialog = page.getByRole('dialog').filter({ hasText: `确定要关闭「${title}」吗` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('menu opens a tab; home stays first and has no close button; active tab follows the route', async ({ page }) => {
  await expect(tabs(page)).toHaveText(['工作台']);
  await expect(tab(page, '工作台').getByLabel(/^关闭/)).toHaveCount(0);
  await openAccountFromMenu(page);
  await expect(tabs(page)).toHaveText(['工作台', '账号信息维护']);
  await expect(tab(page, '账号信息维护')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, '工作台')).toHaveAttribute('aria-selected', 'false');
  await expect(tab(page, '账号信息维护').getByLabel('关闭 账号信息维护')).toBeVisible();
  // Opening the same route again does not add a second tab.
  await tab(page, '工作台').click();
  await expect(page).toHaveURL(/\/home$/);
  await openAccountFromMenu(page);
  await expect(tabs(page)).toHaveText(['工作台', '账号信息维护']);
  await screen(page, 'tabs-two');
});

test('the same route with another query is a tab of its own; tabs are saved and restored after a reload', async ({
  page,
}) => {
  await openFive(page);
  await expect(byKey(page, `/notice/detail?id=${NOTICE_A.id}`)).toHaveText('公告详情');
  await expect(byKey(page, `/notice/detail?id=${NOTICE_B.id}`)).toHaveText('公告详情');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('tzsb.tabs') ?? 'null'));
  expect(saved.map((t: { key: string }) => t.key)).toEqual(await tabKeys(page));
  await byKey(page, `/notice/detail?id=${NOTICE_A.id}`).click();
  // The reload is of the tab the click opened: wait until its address is shown.
  await expect(page).toHaveURL(new RegExp(`/notice/detail\\?id=${NOTICE_A.id}$`));
  await expect(byKey(page, `/notice/detail?id=${NOTICE_A.id}`)).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/notice/detail\\?id=${NOTICE_A.id}$`));
  await expect(tabs(page)).toHaveText(['工作台', '通知公告', '公告详情', '公告详情', '账号信息维护']);
  await expect(byKey(page, `/notice/detail?id=${NOTICE_A.id}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: NOTICE_A.title })).toBeVisible();
  await screen(page, 'tabs-five');
});

test('a restored current route that is not in the saved list goes home', async ({ page }) => {
  await openAccountFromMenu(page);
  await tab(page, '工作台').click();
  // The saved list has home and the account page, not the notice list.
  await page.goto('/notice');
  await expect(page).toHaveURL(/\/home$/);
  await expect(tabs(page)).toHaveText(['工作台', '账号信息维护']);
});

test('right-click 关闭右侧, 关闭左侧 and 关闭其他 act on the clicked tab, not the active one', async ({ page }) => {
  await openFive(page);
  await rightClick(page, `/notice/detail?id=${NOTICE_B.id}`, '关闭右侧');
  await confirmIfAsked(page);
  await expect
    .poll(() => tabKeys(page))
    .toEqual(['/home', '/notice', `/notice/detail?id=${NOTICE_A.id}`, `/notice/detail?id=${NOTICE_B.id}`]);
  // The active tab was closed: the clicked tab becomes active.
  await expect(page).toHaveURL(new RegExp(`id=${NOTICE_B.id}$`));

  await rightClick(page, `/notice/detail?id=${NOTICE_A.id}`, '关闭左侧');
  // Home is never closed.
  await expect
    .poll(() => tabKeys(page))
    .toEqual(['/home', `/notice/detail?id=${NOTICE_A.id}`, `/notice/detail?id=${NOTICE_B.id}`]);
  // The active tab was not among the closed ones: it stays.
  await expect(page).toHaveURL(new RegExp(`id=${NOTICE_B.id}$`));

  // 关闭其他 keeps the right-clicked tab (not the active one) and home.
  await rightClick(page, `/notice/detail?id=${NOTICE_A.id}`, '关闭其他');
  await expect.poll(() => tabKeys(page)).toEqual(['/home', `/notice/detail?id=${NOTICE_A.id}`]);
  await expect(page).toHaveURL(new RegExp(`/notice/detail\\?id=${NOTICE_A.id}$`));
});

test('关闭所有 closes every tab but home and returns home (dropdown and right-click)', async ({ page }) => {
  await openNoticeList(page);
  await openNotice(page, NOTICE_A);
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(tabs(page)).toHaveText(['工作台']);

  await openNoticeList(page);
  await rightClick(page, '/home', '关闭所有');
  await expect(page).toHaveURL(/\/home$/);
  await expect(tabs(page)).toHaveText(['工作台']);
});

test('the dropdown acts on the active tab: 关闭其他 and 关闭左侧/右侧', async ({ page }) => {
  await openNoticeList(page);
  await openNotice(page, NOTICE_A);
  await openNotice(page, NOTICE_B);
  await byKey(page, `/notice/detail?id=${NOTICE_A.id}`).click();
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/notice', `/notice/detail?id=${NOTICE_A.id}`]);
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect.poll(() => tabKeys(page)).toEqual(['/home', `/notice/detail?id=${NOTICE_A.id}`]);
  await expect(page).toHaveURL(new RegExp(`id=${NOTICE_A.id}$`));
});

test('刷新 reloads the tab page: typed values are gone, other tabs are kept', async ({ page }) => {
  await openAccountFromMenu(page);
  const name = page.getByRole('textbox', { name: '姓名' });
  await expect(name).toHaveValue('陈建国');
  await name.fill('王五');
  await rightClick(page, '/system/account', '刷新');
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('陈建国');
  await expect(tabs(page)).toHaveText(['工作台', '账号信息维护']);
});

test('closing a tab with a before-close rule asks first: 取消 keeps it, 确定 closes it', async ({ page }) => {
  await openAccountFromMenu(page);
  await tab(page, '账号信息维护').getByLabel('关闭 账号信息维护').click();
  // The question names the page that asks.
  const dialog = page.getByRole('dialog').filter({ hasText: '确定要关闭「账号信息维护」吗' });
  await expect(dialog).toBeVisible();
  await screen(page, 'tab-before-close');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tabs(page)).toHaveText(['工作台', '账号信息维护']);
  await expect(page).toHaveURL(/\/system\/account$/);

  await tab(page, '账号信息维护').getByLabel('关闭 账号信息维护').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(tabs(page)).toHaveText(['工作台']);
  await expect(page).toHaveURL(/\/home$/);
});

test('a tab without a before-close rule closes at once and its neighbour becomes active', async ({ page }) => {
  await openNoticeList(page);
  await openNotice(page, NOTICE_A);
  await byKey(page, '/notice').getByLabel('关闭 通知公告').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tabKeys(page)).toEqual(['/home', `/notice/detail?id=${NOTICE_A.id}`]);
  await expect(page).toHaveURL(new RegExp(`id=${NOTICE_A.id}$`));
  await byKey(page, `/notice/detail?id=${NOTICE_A.id}`).getByLabel('关闭 公告详情').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a cached page keeps its state while another tab is shown; the notCache home is not kept', async ({ page }) => {
  await openAccountFromMenu(page);
  const mobile = page.getByRole('textbox', { name: '手机号码' });
  await mobile.fill('13900001111');
  await tab(page, '工作台').click();
  await expect(page.getByTestId('stat-totalCount')).toBeVisible();
  // Hidden but alive.
  await expect(page.getByRole('textbox', { name: '手机号码' })).toBeHidden();
  await tab(page, '账号信息维护').click();
  await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('13900001111');
  // The home desk is not kept while the account page shows.
  await expect(page.getByTestId('stat-totalCount')).toHaveCount(0);

  // Closing a tab drops its cache: reopened, the form starts afresh.
  await tab(page, '账号信息维护').getByLabel('关闭 账号信息维护').click();
  await confirmIfAsked(page);
  await openAccountFromMenu(page);
  await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('13857412368');
});

test('tabs are dropped at logout: the next login starts with home only', async ({ page }) => {
  // The logout is answered by its contract example, so the worker's shared session stays valid on the
  // sandbox for the file's other tests (session.spec.ts tests that a logout ends the session).
  await preferExample(page, '**/a/logout*', 'ok');
  await openNoticeList(page);
  await openAccountFromMenu(page);
  await expect(tabs(page)).toHaveText(['工作台', '通知公告', '账号信息维护']);
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tzsb.tabs'))).toBeNull();
  await login(page);
  await expect(tabs(page)).toHaveText(['工作台']);
  await expect(menu(page)).toBeVisible();
});

test('the tab strip scrolls by 240 px with its arrows and keeps the active tab in view; home stays in view', async ({
  page,
}) => {
  // Narrow, yet above the phone width (where the strip becomes a page switcher), with the menu open.
  await page.setViewportSize({ width: 800, height: 700 });
  await page.getByRole('button', { name: '展开菜单' }).click();
  const strip = page.getByTestId('tab-strip');
  const overflow = () => strip.evaluate((el) => Math.round(el.scrollWidth - el.clientWidth));
  // Pages are opened until the tabs overflow the strip by more than one scroll step.
  let last = '/home';
  for (const more of [
    '/notice',
    '/system/account',
    '/equipment/overview',
    '/equipment/query-timeout',
    '/equipment/query-fault',
    '/person/workPerson',
    '/person/azRYgl',
    '/company-info/maintain',
  ]) {
    if ((await overflow()) > 240) break;
    await openInApp(page, more);
    await expect(byKey(page, more)).toBeVisible();
    last = more;
  }
  const max = await overflow();
  expect(max).toBeGreaterThan(240);
  const scrollLeft = () => strip.evaluate((el) => Math.round(el.scrollLeft));
  // The active tab (the last one) was scrolled into view; home did not move.
  await expect(byKey(page, last)).toBeInViewport();
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await expect(tab(page, '工作台')).toBeInViewport({ ratio: 1 });
  const start = await scrollLeft();
  await page.getByRole('button', { name: '向左滚动标签' }).click();
  await expect.poll(scrollLeft).toBe(Math.max(0, start - 240));
  await page.getByRole('button', { name: '向右滚动标签' }).click();
  await expect.poll(scrollLeft).toBe(Math.min(max, Math.max(0, start - 240) + 240));
  await expect(tab(page, '工作台')).toBeInViewport({ ratio: 1 });
});

test('a cached list shown again keeps its typed filter and scroll position and calls nothing', async ({ page }) => {
  await openInApp(page, '/equipment/query-comprehensive');
  const list = page.getByRole('table', { name: '设备综合查询' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  const filter = page.getByRole('textbox', { name: '设备名称' });
  await filter.fill('锅炉房');
  await page.evaluate(() => window.scrollTo(0, 240));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);

  // Another list in its own tab scrolls to the top (spec 2.3), then back to the first one.
  await openInApp(page, '/equipment/query-timeout');
  await expect(page.getByRole('table', { name: '超期未检设备' }).getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const calls: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/a/') || p.startsWith('/api/')) calls.push(p);
  });
  await tab(page, '综合查询').click();
  await expect(list).toBeVisible();
  await expect(filter).toHaveValue('锅炉房');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await tab(page, '超期未检设备').click();
  await expect(page.getByRole('table', { name: '超期未检设备' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(calls).toEqual([]);
});

test('beyond keepAlivePages the page shown longest ago gives its DOM back and comes back with its filters and scroll', async ({
  page,
}) => {
  await patchJson(page, '**/config.json', (c) => ({ ...c, keepAlivePages: 2 }));
  // A low window, so the filtered list (the company's few lifts) is taller than it and the page scrolls.
  await page.setViewportSize({ width: 1440, height: 560 });
  await login(page, { from: '/equipment/query-comprehensive' });
  const list = page.getByRole('table', { name: '设备综合查询' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  const filter = page.getByRole('textbox', { name: '设备名称' });
  await filter.fill('梯');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/\/equipment\/query-comprehensive\?.*%E6%A2%AF/);
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(list.getByRole('row', { name: /锅炉/ })).toHaveCount(0);
  // The address changes before the page has rendered its new query (a transition): its tab taking the
  // new address says it has; the search then scrolls to the top on the next frame, and the page is
  // scrolled by hand after that.
  await expect(page.locator('[data-tab-key^="/equipment/query-comprehensive?"]')).toHaveCount(1);
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.scrollTo(0, 240);
            done();
          }),
        ),
      ),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);

  // Two more pages: the first list is the third most recently shown, beyond the two kept.
  await openInApp(page, '/equipment/query-timeout');
  await expect(page.getByRole('table', { name: '超期未检设备' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('table[aria-label="设备综合查询"]')).toHaveCount(1); // hidden, still kept
  await openAccountFromMenu(page);
  await expect(page.locator('table[aria-label="设备综合查询"]')).toHaveCount(0);
  await expect(page.locator('table[aria-label="超期未检设备"]')).toHaveCount(1);
  await expect(tab(page, '综合查询')).toBeVisible();

  // Shown again: rendered anew from its address, with its filter, and scrolled back where it was.
  await tab(page, '综合查询').click();
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(filter).toHaveValue('梯');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Now 超期未检设备 is the one shown longest ago.
  await expect(page.locator('table[aria-label="超期未检设备"]')).toHaveCount(0);
});

test('a form whose page gave its DOM back comes back with what was typed, and its tab still asks before closing', async ({
  page,
}) => {
  await patchJson(page, '**/config.json', (c) => ({ ...c, keepAlivePages: 1 }));
  await login(page, { from: '/account/add-account' });
  const name = page.getByRole('textbox', { name: '姓名' });
  await name.fill('王晓燕');
  await page.getByRole('textbox', { name: '手机号码' }).fill('13757118851');
  // Another page shown: with one page kept, the form's DOM and state are given back (its tab stays).
  await openInApp(page, '/equipment/query-timeout');
  await expect(page.getByRole('table', { name: '超期未检设备' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('form[aria-label="新增成员账号"]')).toHaveCount(0);
  await tab(page, '新增成员账号').click();
  await expect(name).toHaveValue('王晓燕');
  await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('13757118851');
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await tab(page, '新增成员账号').getByLabel('关闭 新增成员账号').click();
  await expect(page.getByRole('dialog').filter({ hasText: /确定要关闭「新增成员账号」吗/ })).toBeVisible();
});

test('keyboard: arrows move between tabs with a visible focus, Enter opens, Shift+F10 opens the tab menu, Delete closes', async ({
  page,
}) => {
  await openNoticeList(page);
  await openAccountFromMenu(page);
  // One tab in the Tab order (the active one); the arrows move within the bar.
  await expect(tabBar(page).getByRole('tablist', { name: '已打开的页面' })).toBeVisible();
  await expect(tab(page, '账号信息维护')).toHaveAttribute('tabindex', '0');
  await expect(tab(page, '工作台')).toHaveAttribute('tabindex', '-1');
  await tab(page, '账号信息维护').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(byKey(page, '/notice')).toBeFocused();
  await expect(byKey(page, '/notice')).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Home');
  await expect(tab(page, '工作台')).toBeFocused();
  await page.keyboard.press('ArrowLeft'); // wraps to the last
  await expect(tab(page, '账号信息维护')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(byKey(page, '/notice')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notice$/);
  await expect(byKey(page, '/notice')).toBeFocused();

  // The tab's menu from the keyboard: arrows move, Escape closes and gives the focus back.
  await page.keyboard.press('Shift+F10');
  const menuBox = page.getByTestId('tab-context-menu');
  await expect(menuBox).toBeVisible();
  await expect(menuBox.getByRole('menuitem', { name: '刷新' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuBox.getByRole('menuitem', { name: '固定' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuBox).toHaveCount(0);
  await expect(byKey(page, '/notice')).toBeFocused();

  // Delete closes the focused tab (a guarded one asks first; Escape keeps it).
  await page.keyboard.press('Delete');
  await expect(tabs(page)).toHaveText(['工作台', '账号信息维护']);
  await tab(page, '账号信息维护').focus();
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog').filter({ hasText: '确定要关闭「账号信息维护」吗' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(tabs(page)).toHaveText(['工作台', '账号信息维护']);
});
