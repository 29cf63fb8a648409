import type { Page } from '@playwright/test';
import { test, expect, login, menu, openAccountFromMenu, openInApp, tab, tabBar, tabs } from './fixtures';

// Tabs as in the best admin shells — pin, reorder (drag and keyboard), middle-click,
// maximize, a new window, and a bounded number of open tabs. The basics (spec 2.4) are tabs.spec.ts.

const NOTICE_A = '/notice/detail?id=a3f1c5e7b9d24f6a8c0e2b4d6f8a1c3e';

const byKey = (page: Page, key: string) => tabBar(page).locator(`[data-tab-key="${key}"]`);
const tabKeys = (page: Page) => tabs(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-tab-key')));

/** Opens a page in the app (as a link would) and waits for its tab. */
async function open(page: Page, path: string) {
  await openInApp(page, path);
  await expect(byKey(page, path)).toBeVisible();
}

async function tabMenu(page: Page, key: string, action: string) {
  await byKey(page, key).click({ button: 'right' });
  await page.getByTestId('tab-context-menu').getByRole('menuitem', { name: action, exact: true }).click();
}

async function closeAllFromDropdown(page: Page) {
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
}

test('a pinned tab stays left without a close button, survives 关闭所有, 关闭其他 and a reload, until unpinned', async ({
  page,
}) => {
  await login(page);
  await open(page, '/notice');
  await openAccountFromMenu(page);
  await tabMenu(page, '/system/account', '固定');
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/system/account', '/notice']);
  await expect(tab(page, '账号信息维护')).toHaveAccessibleName(/（已固定）/);
  await expect(tab(page, '账号信息维护').getByLabel(/^关闭/)).toHaveCount(0);

  // No question either: the pinned page (which asks before closing) is left alone.
  await closeAllFromDropdown(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/system/account']);
  await open(page, NOTICE_A);
  await tabMenu(page, '/home', '关闭其他');
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/system/account']);

  await page.reload();
  await expect(tab(page, '账号信息维护')).toHaveAccessibleName(/（已固定）/);
  await tabMenu(page, '/system/account', '取消固定');
  await expect(tab(page, '账号信息维护').getByLabel('关闭 账号信息维护')).toBeVisible();
});

test('drag a tab to another place, or move it with Ctrl+Shift+←/→; a middle-click closes a tab, asking where its page asks', async ({
  page,
}) => {
  await login(page);
  await open(page, '/notice');
  await open(page, '/equipment/overview');
  await openAccountFromMenu(page);
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/notice', '/equipment/overview', '/system/account']);

  // Drag 通知公告 past 账号信息维护: a drag is not a click, the page shown stays.
  const from = (await byKey(page, '/notice').boundingBox())!;
  const to = (await byKey(page, '/system/account').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width - 4, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/equipment/overview', '/system/account', '/notice']);
  await expect(page).toHaveURL(/\/system\/account$/);

  // The keyboard equivalent, said aloud; home stays first.
  await byKey(page, '/notice').focus();
  await page.keyboard.press('Control+Shift+ArrowLeft');
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/equipment/overview', '/notice', '/system/account']);
  await expect(tabBar(page).getByRole('status')).toHaveText('「通知公告」已移到第 3 位');
  await expect(byKey(page, '/notice')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Shift+ArrowLeft');
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/notice', '/equipment/overview', '/system/account']);

  await byKey(page, '/equipment/overview').click({ button: 'middle' });
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/notice', '/system/account']);
  await byKey(page, '/system/account').click({ button: 'middle' });
  const dialog = page.getByRole('dialog').filter({ hasText: '确定要关闭「账号信息维护」吗' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/notice']);
});

test('maximize: the keyboard toggles it with the focus kept; the content area fills the window; an open menu takes the first Escape, then Escape restores', async ({
  page,
}) => {
  await login(page);
  const header = page.getByTestId('platform-title');
  const button = page.getByRole('button', { name: '最大化内容区' });
  const restore = page.getByRole('button', { name: '还原' });
  await button.focus();
  // The tooltip mounts on first focus, around the button mounted again: the focus stays on it.
  await expect(page.getByRole('tooltip')).toHaveText('最大化内容区');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(restore).toHaveAttribute('aria-pressed', 'true');
  await expect(restore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  // By the mouse: the content area fills the window without menu and header.
  await button.click();
  await expect(restore).toHaveAttribute('aria-pressed', 'true');
  await expect(header).not.toBeInViewport();
  await expect(menu(page)).not.toBeInViewport();
  await expect(tabBar(page)).toBeInViewport();
  // Out of view is out of the Tab order too.
  await expect(menu(page).getByRole('link', { name: '工作台' })).not.toBeFocused();

  // An open menu takes the first Escape.
  await page.getByRole('button', { name: '标签操作' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(header).not.toBeInViewport();
  // Mantine's tooltip stops an Escape pressed on its target on the way up: it must not keep it from the layout.
  await restore.focus();
  await restore.hover();
  await expect(page.getByRole('tooltip')).toHaveText('还原（Esc）');
  await expect(restore).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(header).toBeInViewport();
  await expect(menu(page)).toBeInViewport();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('在新窗口打开 opens the tab’s page in a new window, at its address', async ({ page, context }) => {
  await login(page);
  await open(page, NOTICE_A);
  const opened = context.waitForEvent('page');
  await tabMenu(page, NOTICE_A, '在新窗口打开');
  const other = await opened;
  await expect(other).toHaveURL(new RegExp(`${NOTICE_A.replace(/[?]/g, '\\?')}$`));
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('公告详情');
  await expect(other.getByTestId('tab-bar').locator(`[data-tab-key="${NOTICE_A}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await other.close();
});

test('at most maxTabs tabs: the least recently used unpinned one closes, asking where its page asks', async ({
  page,
}) => {
  // A deployment sets the cap in config.json (default 20); three here.
  await page.route('**/config.json', async (r) => {
    const res = await r.fetch();
    await r.fulfill({ response: res, json: { ...(await res.json()), maxTabs: 3 } });
  });
  await login(page);
  await open(page, '/notice');
  await tabMenu(page, '/notice', '固定');
  await openAccountFromMenu(page);
  await expect(tabs(page)).toHaveCount(3);

  // A fourth: the least recently used unpinned tab is the account page, which asks; 取消 keeps it and,
  // with no other page to close, the tabs stay over the cap and the notice says so.
  await open(page, NOTICE_A);
  const dialog = page.getByRole('dialog').filter({ hasText: '确定要关闭「账号信息维护」吗' });
  await expect(dialog).toContainText('最多同时打开 3 个页面');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/notice', '/system/account', NOTICE_A]);
  await expect(page.getByText('已保留「账号信息维护」：当前打开 4 个页面，超过上限 3 个')).toBeVisible();

  // Switching tabs asks nothing; a fifth page does not ask about the kept page again: the least
  // recently used page that does not ask closes instead, said in the same notice.
  await page.getByTestId('tab-bar').locator('[data-tab-key="/notice"]').click();
  await expect(page).toHaveURL('/notice');
  await open(page, '/equipment/overview');
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/notice', '/system/account', '/equipment/overview']);
  await expect(page.getByText('已关闭最久未用的「公告详情」：最多同时打开 3 个页面。')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
