import { test, expect, login, tab, tabs } from './fixtures';

// Spec 2.4 sends a full load of an address that is not among the saved tabs home;
// home then says which page was asked for and opens it in one click. A link the platform hands out
// (?via=link: a notification, an e-mail, the search box, a tab in a new window) opens its page.

const NOTICE_A = {
  path: '/notice/detail?id=a3f1c5e7b9d24f6a8c0e2b4d6f8a1c3e',
  title: '关于开展2026年冬季锅炉安全专项检查的通知',
};

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('an address not among the saved tabs goes home, which names the page and opens it in one click', async ({
  page,
}) => {
  await page.goto(NOTICE_A.path);
  await expect(page).toHaveURL(/\/home$/);
  const notice = page.getByTestId('deep-link-notice');
  await expect(notice).toContainText('「公告详情」没有直接打开');
  await expect(notice).toContainText(NOTICE_A.path);
  await notice.getByRole('button', { name: '打开「公告详情」' }).click();
  await expect(page).toHaveURL(NOTICE_A.path);
  await expect(page.getByRole('heading', { name: NOTICE_A.title })).toBeVisible();
  await expect(tabs(page)).toHaveText(['工作台', '公告详情']);
  await expect(notice).toHaveCount(0);
});

test('a link handed out by the platform opens its page directly, its tab first, the marker taken out of the address', async ({
  page,
}) => {
  await page.goto(`${NOTICE_A.path}&via=link`);
  await expect(page).toHaveURL(NOTICE_A.path);
  await expect(page.getByRole('heading', { name: NOTICE_A.title })).toBeVisible();
  await expect(tab(page, '公告详情')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('deep-link-notice')).toHaveCount(0);
  // Now among the saved tabs: a reload stays.
  await page.reload();
  await expect(page).toHaveURL(NOTICE_A.path);
  await expect(tabs(page)).toHaveText(['工作台', '公告详情']);
});
