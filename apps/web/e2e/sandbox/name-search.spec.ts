import { test, expect } from './kit';
import { screen } from '../fixtures';

// Ctrl+K finds records by name as well as pages and whole codes: equipment by name or a fragment of its
// code, operators by name, online applications by a fragment of their number, grouped by kind; each
// opens its own record.

const palette = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: '搜索页面和记录' });
const search = (page: import('@playwright/test').Page) =>
  palette(page).getByRole('textbox', { name: '搜索页面和记录' });
const group = (page: import('@playwright/test').Page, label: string) =>
  palette(page).getByRole('group', { name: label, exact: true });

test('equipment, operators and applications found by name or number, each opening its own record', async ({
  page,
  sandbox,
}) => {
  await sandbox.login(page);
  await page.keyboard.press('Control+k');
  await search(page).fill('客梯');
  const lifts = group(page, '设备');
  await expect(lifts.getByRole('button', { name: /^2号客梯/ })).toBeVisible();
  await expect(lifts.getByRole('button', { name: /^1号客梯/ }).first()).toBeVisible();
  // Only what the name matches: every one an elevator (电梯), no people.
  await expect(lifts.getByRole('button').filter({ hasNotText: '电梯' })).toHaveCount(0);
  await expect(group(page, '作业人员')).toHaveCount(0);
  await screen(page, 'name-search-equipment', { fullPage: false });
  await lifts.getByRole('button', { name: /^2号客梯/ }).click();
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByText('311033020020190124').filter({ visible: true }).first()).toBeVisible();

  await page.keyboard.press('Control+k');
  await search(page).fill('应志刚');
  const people = group(page, '作业人员');
  await expect(people.getByRole('button', { name: /^应志刚/ })).toContainText('叉车司机');
  await people.getByRole('button', { name: /^应志刚/ }).click();
  await expect(page.locator('h1').filter({ visible: true })).toHaveText('作业人员');
  const rows = page.locator('[data-row-key]:visible');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('应志刚');

  await page.keyboard.press('Control+k');
  await search(page).fill('BJ2026111200');
  const applications = group(page, '网上报检');
  await expect(applications.getByRole('button')).toHaveCount(1);
  await applications.getByRole('button', { name: /BJ20261112000196/ }).click();
  await expect(page.getByText('BJ20261112000196').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('已退回').filter({ visible: true }).first()).toBeVisible();

  // A name that matches nothing says so, naming pages and records.
  await page.keyboard.press('Control+k');
  await search(page).fill('不存在的设备');
  await expect(palette(page).getByText('未找到与「不存在的设备」相符的页面或记录')).toBeVisible();
  await screen(page, 'name-search', { fullPage: false });
});
