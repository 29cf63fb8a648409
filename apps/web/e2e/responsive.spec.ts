import type { Page } from '@playwright/test';
import { CITY, PLATFORM_TITLE, test, expect, login, menu, openInApp, sandboxAdmin, tabBar, uiLogin } from './fixtures';

// The shell at phone width (a menu drawer, one account menu, a page switcher) and
// at tablet width (the menu collapsed to icons, pop-outs that scroll); the page itself never
// scrolls sideways because of the shell.

/** The document is no wider than the window (a wide table may scroll inside its own box). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

test.describe('at 390×844 (phone)', () => {
  // The visit logs in and out through the pages: a session of its own, not the worker's.
  test.use({ viewport: { width: 390, height: 844 }, reuseSession: false });

  test('log in, open a list from the drawer (focus kept inside while open, closed on navigation), a record from its card, a form with an error, switch pages, log out from the header menu', async ({
    page,
  }) => {
    // Five stages of a phone user's visit in one login: about twice a flow's usual time.
    test.setTimeout(60_000);
    await uiLogin(page);
    // The product's one name, in full (on two lines), as on the desktop and the phone upload page.
    const title = page.getByTestId('platform-title');
    await expect(title).toHaveText(`${CITY}${PLATFORM_TITLE}`);
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight)).toBe(true);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '企业服务' });
    await expect(drawer.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    // Focus is trapped while the drawer is open: Tab after Tab stays inside.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await drawer.getByRole('button', { name: '设备管理' }).click();
    await drawer.getByRole('link', { name: '超期未检设备' }).click();
    await expect(page).toHaveURL(/\/equipment\/query-timeout$/);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('超期未检设备');
    // The list's rows are cards (kit/list/ListCards): title, status tag, key figures, actions named with the row.
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('list', { name: '超期未检设备' }).getByRole('listitem', { name: '2号燃气蒸汽锅炉' });
    await expect(card).toContainText('超期 130 天');
    // The seed's dates follow the tenant's clock: 130 days before its today (in Shanghai).
    const { now } = await sandboxAdmin<{ now: string }>(page, 'GET', '/clock');
    const due = new Date(Date.parse(now) + 8 * 3_600_000 - 130 * 86_400_000).toISOString().slice(0, 10);
    await expect(card).toContainText(`下次检验日期${due}`);
    await expectNoSidewaysScroll(page);
    // The filters fold into 筛选, which says how many are set once they are applied.
    await page.getByRole('button', { name: '筛选' }).click();
    await page.getByRole('textbox', { name: '设备名称' }).fill('锅炉');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByRole('button', { name: '筛选（已设 1 项）' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/eqpName=%E9%94%85%E7%82%89/);

    // A record from its card.
    await card.getByRole('button', { name: '查看档案：2号燃气蒸汽锅炉' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('锅炉档案');
    await expect(page.getByRole('heading', { name: '2号燃气蒸汽锅炉' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A form with an error: the message under its field, on screen.
    await openInApp(page, '/account/add-account');
    await page.locator('[data-field="mobile"]:visible').fill('1825743091');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('请输入有效的手机号码')).toBeInViewport();
    await expect(page.locator('[data-field="mobile"]:visible')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSidewaysScroll(page);

    // The tab bar is a page switcher.
    const switcher = tabBar(page).getByRole('button', { name: /^切换页面/ });
    await expect(switcher).toHaveAccessibleName('切换页面：当前「新增成员账号」，已打开 4 个');
    await switcher.click();
    await page.getByTestId('page-switcher').getByRole('menuitem', { name: '工作台' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Date, welcome and the account actions in one menu, always in reach.
    await page.getByRole('button', { name: '更多', exact: true }).click();
    const account = page.getByTestId('account-menu');
    await expect(account.getByTestId('welcome')).toHaveText('欢迎您，宁波甬江置业有限公司');
    await expect(account.getByTestId('today')).toHaveText(/^\d{4}-\d{2}-\d{2} 星期./);
    await expect(account.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
    await account.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('at 390×844 (phone), with the worker’s session', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an operator’s card shows 作业项目 and the certificate’s expiry; the count cards keep their labels on one line', async ({
    page,
  }) => {
    await login(page, { from: '/person/workPerson' });
    const card = page.getByTestId('list-cards').getByRole('listitem').first();
    await expect(card).toContainText('作业项目');
    await expect(card).toContainText('证书有效期至');
    const counts = page.getByLabel('作业人员概览').getByRole('button');
    await expect(counts).toHaveCount(5);
    for (const label of await counts.locator('p:first-child').all())
      expect(
        await label.evaluate(
          (e) => e.getBoundingClientRect().height <= parseFloat(getComputedStyle(e).lineHeight) * 1.5,
        ),
      ).toBe(true);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('at 1024×768 (tablet)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the menu starts collapsed to icons; a long section’s pop-out scrolls to its last entry; no sideways scroll', async ({
    page,
  }) => {
    await login(page);
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await expect(menu(page).getByText('企业服务', { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await menu(page).getByRole('button', { name: '企业自助服务' }).click();
    const popout = page.getByRole('menu');
    const last = popout.getByRole('menuitem').last();
    // Taller than the window would allow: it scrolls inside, and its last entry can be reached.
    expect(await popout.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expect(popout).toBeInViewport({ ratio: 1 });
    const lastTitle = (await last.textContent())!;
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await last.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lastTitle);
    await expectNoSidewaysScroll(page);

    // The date moved into 更多.
    await page.getByRole('button', { name: '更多', exact: true }).click();
    await expect(page.getByTestId('today-in-menu')).toHaveText(/^\d{4}-\d{2}-\d{2} 星期./);
  });
});
