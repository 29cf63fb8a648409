import { test, expect, openInApp } from './kit';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../a11y';

// Lists that remember: the columns shown and their order, the density and named filters, kept per
// account across a reload and a new login, never shown to another account.

const LIST = '/equipment/query-comprehensive';
const table = (page: Page) => page.getByRole('table', { name: '设备综合查询' });
const rowHeight = async (page: Page) => (await table(page).locator('tbody tr').first().boundingBox())!.height;

async function openPanel(page: Page, name: '列设置' | '常用筛选') {
  await page.getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('a list keeps its columns, density and saved filters for its account only', async ({ page, sandbox }) => {
  await sandbox.login(page);
  await openInApp(page, LIST);
  await expect(table(page).getByRole('columnheader', { name: '使用地点' })).toBeVisible();
  const roomy = await rowHeight(page);

  // 列设置: 使用地点 hidden, 设备名称 moved up by keyboard (the focus stays on its button), 紧凑.
  let panel = await openPanel(page, '列设置');
  await panel.getByRole('checkbox', { name: '使用地点' }).uncheck();
  await expect(table(page).getByRole('columnheader', { name: '使用地点' })).toHaveCount(0);
  const up = panel.getByRole('button', { name: '上移：设备名称' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(up).toBeFocused();
  await expect(table(page).getByRole('columnheader').nth(2)).toHaveText('设备名称');
  await panel.getByText('紧凑', { exact: true }).click();
  await expect.poll(() => rowHeight(page)).toBeLessThan(roomy);
  await expectAccessible(page, '列设置', { include: '[role=dialog]' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // A reload keeps them.
  await page.reload();
  await expect(table(page).getByRole('columnheader').nth(2)).toHaveText('设备名称');
  await expect(table(page).getByRole('columnheader', { name: '使用地点' })).toHaveCount(0);
  expect(await rowHeight(page)).toBeLessThan(roomy);

  // 常用筛选: 设备类别 = 电梯 saved as 电梯; after 重置 other classes show; applying it shows elevators only.
  await page.getByRole('combobox', { name: '设备类别' }).click();
  await page.getByRole('option', { name: '电梯', exact: true }).click();
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/equclacode=/);
  panel = await openPanel(page, '常用筛选');
  // A name is asked for, in Chinese, beside the field.
  await panel.getByRole('button', { name: '保存', exact: true }).click();
  await expect(panel.getByRole('textbox', { name: '保存当前筛选为' })).toHaveAccessibleDescription(/请填写筛选名称/);
  await expectAccessible(page, '常用筛选（未填名称）', { include: '[role=dialog]' });
  await panel.getByRole('textbox', { name: '保存当前筛选为' }).fill('电梯');
  await panel.getByRole('button', { name: '保存', exact: true }).click();
  await expect(
    panel.getByRole('list', { name: '常用筛选' }).getByRole('button', { name: '电梯', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '重置', exact: true }).click();
  await expect(page).not.toHaveURL(/equclacode=/);
  const rows = table(page).locator('tbody tr');
  await expect(rows.filter({ hasNotText: '电梯' }).first()).toBeVisible();

  panel = await openPanel(page, '常用筛选');
  await panel.getByRole('button', { name: '电梯', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/equclacode=/);
  await expect(page.getByRole('combobox', { name: '设备类别' })).toHaveValue('电梯');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: '电梯' })).toHaveCount(0);
  for (const text of await rows.allInnerTexts()) expect(text).toContain('电梯');

  // Another account on this browser (with no equipment of its own) finds the list as declared:
  // every column shown, the default density, no saved filter.
  await logout(page);
  await sandbox.login(page, 'weibao01');
  await openInApp(page, LIST);
  panel = await openPanel(page, '列设置');
  await expect(panel.getByRole('checkbox', { name: '使用地点' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: '默认' })).toBeChecked();
  await expect(panel.getByRole('listitem').nth(2)).toContainText('设备名称');
  await page.keyboard.press('Escape');
  panel = await openPanel(page, '常用筛选');
  await expect(panel).toContainText('还没有常用筛选');
  await page.keyboard.press('Escape');

  // Preferences, not data: the first account finds its own again at its next login.
  await logout(page);
  await sandbox.login(page, 'qiye01', undefined, { notice: false });
  await openInApp(page, LIST);
  await expect(table(page).getByRole('columnheader').nth(2)).toHaveText('设备名称');
  await expect(table(page).getByRole('columnheader', { name: '使用地点' })).toHaveCount(0);
  panel = await openPanel(page, '常用筛选');
  await expect(panel.getByRole('button', { name: '电梯', exact: true })).toBeVisible();
});

async function logout(page: Page) {
  await page.getByRole('button', { name: '更多', exact: true }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
}
